import type { HttpTypes } from "@medusajs/types"
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { cartQueryKeys, cartShippingOptions } from "./cart"
import { isJsonObject } from "./json"
import { postToStore, storeRequest } from "./medusa.client"
import { useStoreConnection } from "./store-connection"

/** The checkout's reads (regions, the cart's shipping option, payment providers) and starting payment. */

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

/** The regions with their countries: choosing a country puts the cart in that country's region. */
export function useRegions() {
  const connection = useStoreConnection()
  return useQuery({
    queryKey: cartQueryKeys.regions,
    queryFn: connection
      ? async () => {
          const { regions } = await storeRequest<HttpTypes.StoreRegionListResponse>(connection, "/store/regions", {
            query: { fields: "id,name,*countries" },
          })
          return regions
        }
      : skipToken,
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
 * then leaves for Stripe's page; with the test payment it goes straight to the success page, which
 * completes the order.
 */
export function useStartPayment() {
  const connection = useStoreConnection()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ cartId, providerId, shownTotal }: { cartId: string; providerId: string; shownTotal: number }) => {
      if (!connection) throw new Error("The shop is not reachable")
      const response = await postToStore(connection, `/store/carts/${cartId}/checkout`, {
        provider_id: providerId,
        shown_total: shownTotal,
      })
      if (response.status === 409) {
        const answer: unknown = await response.json().catch(() => null)
        const message =
          isJsonObject(answer) && typeof answer.message === "string" ? answer.message : "Your cart changed. Please check it and try again."
        // the cart as it is now, shown before anything is paid
        await queryClient.invalidateQueries({ queryKey: cartQueryKeys.all })
        throw new CartChangedSinceShown(message)
      }
      if (!response.ok) throw new Error(`Checkout answered ${response.status}`)
      const answer: unknown = await response.json()
      if (!isJsonObject(answer) || !isJsonObject(answer.payment_session)) throw new Error("Checkout answered no payment session")
      const redirectUrl = answer.payment_session.redirect_url
      window.location.assign(typeof redirectUrl === "string" ? redirectUrl : "/checkout/success")
    },
    onError: (error) => console.error("Checkout not started:", error),
  })
}
