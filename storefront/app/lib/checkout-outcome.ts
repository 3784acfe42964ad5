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

/**
 * Where the shopper can go next after each outcome; what they read is the outcome's title and
 * message in the page's language (checkout.outcome.<outcome>.title and .message).
 */
export const OUTCOME_NEXT: Record<CheckoutOutcome, "cart" | "checkout" | "reload"> = {
  payment_pending: "reload",
  payment_failed: "checkout",
  out_of_stock: "cart",
  code_used_up: "cart",
  no_payment: "checkout",
  in_progress: "reload",
  not_placed: "checkout",
  unavailable: "reload",
}
