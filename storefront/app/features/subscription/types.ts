/** A subscription as its management page shows it (the Store API's ManagedSubscription). */
export type ManagedSubscription = {
  id: string
  status: "active" | "paused" | "cancelled"
  /** ISO date of the next delivery; null while paused or once cancelled. */
  next_renewal_at: string | null
  interval: "month"
  currency_code: string
  /** unit_price in euros incl. VAT, the subscription discount applied; original_unit_price before it */
  lines: { title: string; quantity: number; unit_price: number; original_unit_price: number }[]
  /** euros per delivery, shipping included */
  delivery_total: number
  /**
   * The price of one delivery row by row, in euros (the shop's totals rule: subtotal - discounts +
   * shipping = total): the items before the subscription discount, that discount, the shipping of a
   * delivery on its own and the total.
   */
  price: {
    subtotal: number
    discounts: { label: string; amount: number }[]
    shipping: { name: string; amount: number }
    total: number
  }
  /** masked, e.g. "j***@example.com" */
  email: string
}

/** What the shopper can do with their subscription from the link. */
export type SubscriptionAction = "skip" | "pause" | "resume" | "cancel"
