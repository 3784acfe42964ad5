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
