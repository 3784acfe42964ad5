import type { HttpTypes } from "@medusajs/types"
import { isSubscriptionMetadata, subscriptionPrice } from "./subscription-terms"

/**
 * What the shopper's cart is to the screens: its types, query keys and fields, and what its lines
 * come to. Reading it is cart-reading.ts (its stock line-stock.ts), changing its lines cart-lines.ts
 * and add-to-cart.ts (both through cart-mutation.ts), its shipping method cart-shipping.ts, its
 * promotion codes promotion-code.ts, its cookie cart-id.ts, the checkout's reads and payment checkout.ts.
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

/**
 * A cart's lines in the order they were added, which keeps them still on screen (Medusa answers them
 * in no fixed order); lines added by one request (the first add of "Add Both to Cart") share their
 * time and keep one order by their ids.
 */
export function linesInAddedOrder(cart: Cart): CartLine[] {
  const key = (line: CartLine) => `${String(line.created_at ?? "")} ${line.id}`
  return [...(cart.items ?? [])].sort((a, b) => key(a).localeCompare(key(b)))
}

export function cartItemCount(cart: Cart | null | undefined): number {
  return cart?.items?.reduce((count, line) => count + line.quantity, 0) ?? 0
}
