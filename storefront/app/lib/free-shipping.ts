import { toCents } from "order-summary"

/** How much more the items (after discounts, as Medusa's price rule counts) need for free shipping; 0 when reached. */
export function centsToFreeShipping(itemTotal: number, freeShippingFrom: number | null): number | null {
  if (freeShippingFrom === null) return null
  return Math.max(0, toCents(freeShippingFrom) - toCents(itemTotal))
}
