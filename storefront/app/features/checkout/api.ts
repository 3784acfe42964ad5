import type { HttpTypes } from "@medusajs/types"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { browserStore, postToStore } from "~/lib/medusa.client"
import { useStoreConnection } from "~/lib/store-connection"

export type CheckoutCart = HttpTypes.StoreCart

/** Medusa's system provider: the test payment offered when Stripe is not configured. */
export const TEST_PAYMENT_PROVIDER_ID = "pp_system_default"

export type ShippingDetails = {
  email: string
  first_name: string
  last_name: string
  address_1: string
  postal_code: string
  city: string
  country_code: string
}

// The cart feature caches the cart under ["cart", id]: refresh it after a change made here.
const CART_QUERY = ["cart"]

/** The regions with their countries: choosing a country puts the cart in that country's region. */
export function useRegions() {
  const connection = useStoreConnection()
  return useQuery({
    queryKey: ["regions"],
    queryFn: async () => {
      const sdk = await browserStore(connection!)
      const { regions } = await sdk.store.region.list({ fields: "id,name,*countries" })
      return regions
    },
    enabled: connection !== null,
    staleTime: 5 * 60_000,
  })
}

/** The payment providers of the cart's region: Stripe Checkout, or the test payment. */
export function usePaymentProviders(regionId: string | undefined) {
  const connection = useStoreConnection()
  return useQuery({
    queryKey: ["payment-providers", regionId],
    queryFn: async () => {
      const sdk = await browserStore(connection!)
      const { payment_providers } = await sdk.store.payment.listPaymentProviders({ region_id: regionId! })
      return payment_providers.map((provider) => provider.id)
    },
    enabled: connection !== null && Boolean(regionId),
  })
}

/**
 * Saves email and shipping address (moving the cart to the country's region) and puts Medusa's
 * shipping option on it, priced by Medusa.
 */
export function useSaveShippingDetails() {
  const connection = useStoreConnection()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ cartId, regionId, details }: { cartId: string; regionId: string; details: ShippingDetails }) => {
      const sdk = await browserStore(connection!)
      const { email, ...address } = details
      await sdk.store.cart.update(cartId, { region_id: regionId, email, shipping_address: address })
      const { shipping_options } = await sdk.store.fulfillment.listCartOptions({ cart_id: cartId })
      if (!shipping_options[0]) throw new Error("No shipping option for this country")
      const { cart } = await sdk.store.cart.addShippingMethod(cartId, { option_id: shipping_options[0].id })
      return cart
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CART_QUERY }),
  })
}

export function useApplyPromotionCode() {
  const connection = useStoreConnection()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ cartId, code }: { cartId: string; code: string }) => {
      const sdk = await browserStore(connection!)
      const { cart } = await sdk.store.cart.update(cartId, { promo_codes: [code] })
      const applied = cart.promotions?.some((promotion) => promotion.code?.toLowerCase() === code.toLowerCase())
      if (!applied) throw new Error("This code is not valid")
      return cart
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CART_QUERY }),
  })
}

/**
 * Starts payment on the server, which builds the payment from the cart. With Stripe the browser
 * then leaves for Stripe's page; with the test payment it goes straight to the success page, which
 * completes the order.
 */
export function useStartPayment() {
  const connection = useStoreConnection()
  return useMutation({
    mutationFn: async ({ cartId, providerId }: { cartId: string; providerId: string }) => {
      const response = await postToStore(connection!, `/store/carts/${cartId}/checkout`, { provider_id: providerId })
      if (!response.ok) throw new Error(`Checkout answered ${response.status}`)
      const { payment_session } = (await response.json()) as { payment_session: { redirect_url: string | null } }
      window.location.assign(payment_session.redirect_url ?? "/checkout/success")
    },
    onError: (error) => console.error("Checkout not started:", error),
  })
}
