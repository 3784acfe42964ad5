import type { HttpTypes } from "@medusajs/types"
import { skipToken, useQuery } from "@tanstack/react-query"
import { useCartId, writeCartId } from "./cart-id"
import { StoreApiError, storeRequest } from "./medusa.client"
import { useStoreConnection, type StoreConnection } from "./store-connection"
import { isSubscriptionMetadata, subscriptionPrice } from "./subscription-terms"

/**
 * The shopper's cart as the screens read it: its types, query keys and fields. Changing it is
 * cart-changes.ts, its cookie cart-id.ts, the checkout's reads and payment checkout.ts.
 */

export type Cart = HttpTypes.StoreCart
export type CartLine = HttpTypes.StoreCartLineItem
export type LineToAdd = { variantId: string; quantity: number }
/** The e-mail and shipping address a checkout saves; empty strings for what the shopper left out. */
export type ShippingDetails = {
  email: string
  first_name: string
  last_name: string
  company: string
  address_1: string
  address_2: string
  postal_code: string
  city: string
  /** the state, province or region: lower-case ISO 3166-2 ("us-ny"), where the country's addresses name one */
  province: string
  country_code: string
  phone: string
}

export const cartQueryKeys = {
  all: ["cart"] as const,
  cart: (cartId: string | null) => ["cart", cartId] as const,
  regions: ["regions"] as const,
  lineStock: ["cart", "line-stock"] as const,
  paymentProviders: (regionId: string | undefined) => ["payment-providers", regionId] as const,
  shippingOption: (cartId: string, optionId: string | undefined) => ["shipping-option", cartId, optionId] as const,
}

// Not among Medusa's default cart fields: the shipping method's name, each line's totals (its
// price before discounts and the price paid, VAT included), which the totals and lines show (a
// line's metadata, among the defaults, says whether it was bought as a subscription).
export const CART_FIELDS = {
  fields: "+shipping_methods.name,+items.original_total,+items.total,+items.discount_total",
}

/**
 * A line bought as a subscription: delivered and charged every month. The server marks the line
 * when it is added (from the product's switch then), so a product switched later leaves it as it is.
 */
export function isSubscriptionLine(line: CartLine): boolean {
  return isSubscriptionMetadata(line.metadata)
}

/**
 * The subscription's items per delivery of a cart: its subscription lines before discounts with
 * the subscription discount only (a code does not recur), delivered together each month.
 */
export function subscriptionItemsPrice(cart: Cart, discountPercent: number): number {
  return (cart.items ?? [])
    .filter(isSubscriptionLine)
    .reduce((sum, line) => sum + subscriptionPrice(line.original_total ?? line.unit_price * line.quantity, discountPercent), 0)
}

export function cartItemCount(cart: Cart | null | undefined): number {
  return cart?.items?.reduce((count, line) => count + line.quantity, 0) ?? 0
}

/** No such cart, or one that has become an order (the backend answers both alike). */
export const isCartGone = (error: unknown) => error instanceof StoreApiError && error.status === 404

export const retrieveCart = (connection: StoreConnection, cartId: string) =>
  storeRequest<HttpTypes.StoreCartResponse>(connection, `/store/carts/${cartId}`, { query: CART_FIELDS })

/** The shipping options Medusa offers the cart, each priced for it. */
export const cartShippingOptions = (connection: StoreConnection, cartId: string) =>
  storeRequest<HttpTypes.StoreShippingOptionListResponse>(connection, "/store/shipping-options", { query: { cart_id: cartId } })

/** The shopper's Medusa cart; null when there is none yet. */
export function useCart() {
  const connection = useStoreConnection()
  const cartId = useCartId()
  return useQuery({
    queryKey: cartQueryKeys.cart(cartId),
    queryFn: async (): Promise<Cart | null> => {
      if (!connection || !cartId) return null
      try {
        const { cart } = await retrieveCart(connection, cartId)
        // A completed cart has become an order: start a new one.
        if (cart.completed_at) {
          writeCartId(null)
          return null
        }
        return cart
      } catch (error) {
        if (isCartGone(error)) {
          writeCartId(null)
          return null
        }
        throw error
      }
    },
    enabled: connection !== null && cartId !== null,
    staleTime: 30_000,
  })
}

/** How many of each of the cart's variants are left, where the shop counts its stock (variant id -> units). */
export function useLineStock(cart: Cart | null | undefined) {
  const connection = useStoreConnection()
  const productIds = [...new Set((cart?.items ?? []).map((line) => line.product_id).filter((id): id is string => Boolean(id)))].sort()
  return useQuery({
    queryKey: [...cartQueryKeys.lineStock, productIds],
    queryFn: connection
      ? async () => {
          const { products } = await storeRequest<HttpTypes.StoreProductListResponse>(connection, "/store/products", {
            query: {
              id: productIds,
              limit: productIds.length,
              fields: "id,variants.id,+variants.inventory_quantity,+variants.manage_inventory,+variants.allow_backorder",
            },
          })
          const left = new Map<string, number>()
          for (const variant of products.flatMap((product) => product.variants ?? [])) {
            if (variant.manage_inventory && !variant.allow_backorder) left.set(variant.id, Math.max(0, variant.inventory_quantity ?? 0))
          }
          return left
        }
      : skipToken,
    enabled: productIds.length > 0,
    staleTime: 10_000,
  })
}
