import type { HttpTypes } from "@medusajs/types"
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { CheckoutStarted } from "order-summary/store-api"
import { cartQueryKeys } from "./cart"
import { cartShippingOptions } from "./cart-shipping"
import { callStore, storeRequest } from "./store-client"
import { useStoreConnection } from "./store-connection"
import { useT } from "~/i18n/i18n"
import { useLocalePath } from "~/i18n/links"
import { LOCK_NOT_FREE } from "./refusal-words"

/** The checkout's reads (the cart's shipping option, payment providers) and starting payment. */

/** The cart's shipping option as Medusa describes it: its type names the delivery estimate. */
export function useShippingOption(cartId: string, optionId: string | undefined) {
  const connection = useStoreConnection()
  return useQuery({
    queryKey: cartQueryKeys.shippingOption(cartId, optionId),
    queryFn: connection
      ? async () => {
          const { shipping_options } = await cartShippingOptions(connection, cartId)
          return shipping_options.find((option) => option.id === optionId) ?? null
        }
      : skipToken,
    enabled: Boolean(optionId),
    staleTime: 5 * 60_000,
  })
}

/** The payment providers of the cart's region: Stripe Checkout, or the test payment. */
export function usePaymentProviders(regionId: string | undefined) {
  const connection = useStoreConnection()
  return useQuery({
    queryKey: cartQueryKeys.paymentProviders(regionId),
    queryFn:
      connection && regionId
        ? async () => {
            const { payment_providers } = await storeRequest<HttpTypes.StorePaymentProviderListResponse>(
              connection,
              "/store/payment-providers",
              { query: { region_id: regionId } },
            )
            return payment_providers.map((provider) => provider.id)
          }
        : skipToken,
  })
}

/** A checkout refused because the cart is no longer what the shopper saw (changed in another tab): it is shown again. */
export class CartChangedSinceShown extends Error {}

/**
 * Starts payment on the server, which builds the payment from the cart. With Stripe the browser
 * then leaves for Stripe's page (which returns to the page's language: the backend builds its
 * addresses from the cart's); with the test payment it goes straight to the success page in the
 * page's language, which completes the order.
 */
export function useStartPayment() {
  const connection = useStoreConnection()
  const queryClient = useQueryClient()
  const t = useT()
  const localized = useLocalePath()
  return useMutation({
    mutationFn: async ({ cartId, providerId, shownTotal }: { cartId: string; providerId: string; shownTotal: number }) => {
      if (!connection) throw new Error("The shop is not reachable")
      const answer = await callStore<CheckoutStarted>(connection, `/store/carts/${cartId}/checkout`, {
        body: { provider_id: providerId, shown_total: shownTotal },
      })
      if (!answer.ok && answer.status === 409) {
        // the cart as it is now, shown before anything is paid
        await queryClient.invalidateQueries({ queryKey: cartQueryKeys.all })
        // in the shopper's words by its code: a cart busy with another request, else changed since it was shown
        throw new CartChangedSinceShown(t(answer.code === LOCK_NOT_FREE ? "cartRefusal.busy" : "cartRefusal.cartChanged"))
      }
      if (!answer.ok) throw new Error(`Checkout answered ${answer.status}`)
      if (!answer.body.payment_session) throw new Error("Checkout answered no payment session")
      window.location.assign(answer.body.payment_session.redirect_url ?? localized("/checkout/success"))
    },
    onError: (error) => console.error("Checkout not started:", error),
  })
}
