/** What marks a product a monthly subscription in its metadata (the seed's and the admin's switch). */
export const MONTHLY_SUBSCRIPTION = { interval: "month", interval_count: 1 } as const

/**
 * A product is a subscription product when its metadata says so: the seed writes
 * `subscription: { interval: "month", interval_count: 1 }`; `"true"` counts too, `false`/`"false"`
 * and a missing value do not (the storefront's app/features/catalogue/product.ts reads it alike).
 */
export function isSubscriptionProduct(metadata: Record<string, unknown> | null | undefined): boolean {
  const value = metadata?.subscription
  return value != null && value !== false && value !== "false" && value !== ""
}

/**
 * The key of a cart line's metadata (copied to its order line when the cart is completed) that
 * records the line was bought as a subscription. It is written when the line is added, from the
 * product's switch at that moment, so switching a product later changes new purchases only.
 */
export const SUBSCRIPTION_LINE_KEY = "subscription"

/** A cart or order line bought as a monthly subscription. */
export function isSubscriptionLine(metadata: Record<string, unknown> | null | undefined): boolean {
  return isSubscriptionProduct(metadata)
}

/**
 * A line's metadata with the subscription mark as given (and nothing else changed): the shopper's
 * own keys stay, a mark the shopper sent is replaced.
 */
export function withSubscriptionMark(metadata: Record<string, unknown> | null | undefined, subscription: boolean): Record<string, unknown> {
  const { [SUBSCRIPTION_LINE_KEY]: _sent, ...rest } = metadata ?? {}
  return subscription ? { ...rest, [SUBSCRIPTION_LINE_KEY]: MONTHLY_SUBSCRIPTION } : rest
}
