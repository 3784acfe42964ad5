import { model } from "@medusajs/framework/utils"

/**
 * A paid Stripe Checkout Session that could not become an order and was refunded, by the Checkout
 * Session's id: one refund per session, and the seller's list of payments given back.
 */
export const CheckoutRefund = model.define("checkout_refund", {
  id: model.id().primaryKey(),
  cart_id: model.text().nullable(),
  email: model.text().nullable(),
  payment_intent: model.text(),
  /** in cents, as Stripe counts */
  amount: model.number(),
  currency_code: model.text(),
  /** why no order could be made, in words the shopper and the seller read */
  reason: model.text(),
  stripe_refund_id: model.text(),
})
