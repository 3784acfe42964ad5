import { toCents } from "order-summary"

/**
 * What a subscription costs per delivery (its terms worded in the page's language by
 * components/SubscriptionTerms.tsx, the message subscription.terms), and the one rule of which
 * products are subscriptions (the catalogue's metadata subscription).
 */

/** A product is a subscription when its metadata names one (the seed sets { interval, interval_count }). */
export function isSubscriptionMetadata(metadata: Record<string, unknown> | null | undefined): boolean {
  const subscription = metadata?.subscription
  return subscription != null && subscription !== false && subscription !== "false"
}

/** The badge of a subscription product, which only a product sold as one may carry. */
export const SUBSCRIPTION_BADGE = "Subscribe & Save"

/**
 * A product's badge as shown: its own (metadata badge), except the subscription badge on a product
 * no longer sold as a subscription (the seller switched it off; the badge stayed in its metadata).
 */
export function productBadge(badge: string | null, isSubscription: boolean): string | null {
  return badge === SUBSCRIPTION_BADGE && !isSubscription ? null : badge
}

/** The shop's shipping rule as a renewal applies it (`GET /storefront-config`). */
export type ShippingRule = { shippingPrice: number | null; freeShippingFrom: number | null }

/**
 * What one monthly delivery costs, as the renewal charges it and the e-mails state it: the
 * subscription's items (VAT included, the subscription discount applied) and the shipping the
 * shop's rule gives that amount alone (free from the threshold). shipping is null when the shop
 * does not announce its shipping price.
 */
export function deliveryPrice(itemsPrice: number, rule: ShippingRule | null): { price: number; shipping: number | null } {
  if (!rule || rule.shippingPrice === null) return { price: itemsPrice, shipping: null }
  const free = rule.freeShippingFrom !== null && toCents(itemsPrice) >= toCents(rule.freeShippingFrom)
  const shipping = free ? 0 : rule.shippingPrice
  return { price: itemsPrice + shipping, shipping }
}

/**
 * A regular price with the subscription discount, as the cart will compute it (Medusa's automatic
 * promotion for subscription products); for the product page, before anything is in the cart.
 */
export function subscriptionPrice(regularPrice: number, discountPercent: number): number {
  return (regularPrice * (100 - discountPercent)) / 100
}
