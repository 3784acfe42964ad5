/**
 * What the server hands the Stripe Checkout provider to build a Checkout Session: read from the
 * Medusa cart by the start-checkout workflow, never from the browser. Amounts in euros, VAT included.
 */
export type CheckoutLine = {
  /** Medusa line item id */
  id: string
  product_handle: string | null
  title: string
  thumbnail: string | null
  quantity: number
  /** the line's total after discounts */
  total: number
  /** what Stripe's page says under the line: its discount by name and the price before it */
  description?: string | null
  is_subscription: boolean
}

export type CheckoutData = {
  cart_id: string
  email: string
  /** the shopper's language (the cart's locale): the storefront's pages Stripe returns to are in it */
  locale?: string | null
  lines: CheckoutLine[]
  shipping: { name: string; amount: number }
}

export const toCents = (euros: number | string) => Math.round(Number(euros) * 100)
