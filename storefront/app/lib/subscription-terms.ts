import { formatEuros } from "order-summary"

/**
 * The one wording of what a subscription is, for the product pages, the cart and the management
 * page, and the one rule of which products are subscriptions (the catalogue's metadata subscription).
 */

/** A product is a subscription when its metadata names one (the seed sets { interval, interval_count }). */
export function isSubscriptionMetadata(metadata: Record<string, unknown> | null | undefined): boolean {
  const subscription = metadata?.subscription
  return subscription != null && subscription !== false && subscription !== "false"
}

export const SUBSCRIPTION_CANCEL_TERMS = "Skip a month, pause or cancel any time with the link in every e-mail."

/**
 * What a subscription costs and how it works. pricePerDelivery: one delivery of it, VAT included,
 * shipping not; discountPercent: the subscription discount it includes (0: none mentioned).
 */
export function subscriptionTerms(pricePerDelivery: number, discountPercent: number): string {
  const discount = discountPercent > 0 ? ` with the ${discountPercent}% subscription discount` : ""
  return `Delivered monthly, ${formatEuros(pricePerDelivery)} per delivery${discount}. ${SUBSCRIPTION_CANCEL_TERMS}`
}

/**
 * A regular price with the subscription discount, as the cart will compute it (Medusa's automatic
 * promotion for subscription products); for the product page, before anything is in the cart.
 */
export function subscriptionPrice(regularPrice: number, discountPercent: number): number {
  return (regularPrice * (100 - discountPercent)) / 100
}
