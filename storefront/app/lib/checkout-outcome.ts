/**
 * What completing a cart came to, read from Medusa's answer to POST /store/carts/:id/complete:
 * `type: "order"` is the only answer that means an order exists. `type: "cart"` with an error is a
 * payment that is not (yet) authorized; a thrown 400 is a cart Medusa refuses to turn into an order
 * (its message says why); 409 is a completion already under way; anything else is an outage.
 */
export type CheckoutOutcome =
  "payment_pending" | "payment_failed" | "out_of_stock" | "code_used_up" | "no_payment" | "in_progress" | "not_placed" | "unavailable"

/** Medusa's answer of type "cart": the payment provider has not authorized the payment. */
export function outcomeOfCartAnswer(error: { type?: string } | undefined): CheckoutOutcome {
  // PAYMENT_REQUIRES_MORE_ERROR: the provider is still waiting (an async payment, or Stripe's webhook).
  return error?.type === "payment_authorization_error" ? "payment_failed" : "payment_pending"
}

/** A thrown answer: its HTTP status and Medusa's message. */
export function outcomeOfError(status: number | undefined, message: string): CheckoutOutcome {
  if (status === 409) return "in_progress"
  if (status !== 400) return "unavailable"
  if (/required inventory/i.test(message)) return "out_of_stock"
  if (/promotion usage exceeds/i.test(message)) return "code_used_up"
  // The payment session exists but its provider has not authorized it (yet): for Stripe, the
  // shopper may have paid and the confirmation is still on its way.
  if (/not authorized with the provider/i.test(message)) return "payment_pending"
  if (/payment collection has not been initiated|payment sessions are required/i.test(message)) return "no_payment"
  return "not_placed"
}

/** What the shopper reads for each outcome, and where they can go next. */
export const OUTCOME_TEXT: Record<CheckoutOutcome, { title: string; message: string; next: "cart" | "checkout" | "reload" }> = {
  payment_pending: {
    title: "Your payment is being confirmed",
    message:
      "We have not received the confirmation of your payment yet. Your cart is kept. If you paid, you will receive an email with your order as soon as the payment is confirmed; you can also reload this page in a moment.",
    next: "reload",
  },
  payment_failed: {
    title: "Your payment was not accepted",
    message: "No order has been placed and your cart is kept. Please return to checkout and try again, or choose another payment method.",
    next: "checkout",
  },
  out_of_stock: {
    title: "Your order could not be placed",
    message:
      "An item in your cart is no longer in stock in the quantity you chose. No order has been placed and your cart is kept: the item is marked in your cart with how many are left; please change it and check out again.",
    next: "cart",
  },
  code_used_up: {
    title: "Your order could not be placed",
    message:
      "A promotion code in your cart has already been used. No order has been placed and your cart is kept: please remove the code in your cart and check out again.",
    next: "cart",
  },
  no_payment: {
    title: "No payment has been started",
    message: "Your cart has not been paid for yet, so no order has been placed. Your cart is kept: please continue to checkout.",
    next: "checkout",
  },
  in_progress: {
    title: "Your order is being placed",
    message: "Your order is being placed right now. Please reload this page in a moment.",
    next: "reload",
  },
  not_placed: {
    title: "Your order could not be placed",
    message: "No order has been placed and your cart is kept. Please check your cart and try again.",
    next: "checkout",
  },
  unavailable: {
    title: "We could not confirm your order",
    message:
      "The shop could not be reached to confirm your order. Your cart is kept. Please reload this page in a moment; if you paid, you will also receive an email with your order.",
    next: "reload",
  },
}
