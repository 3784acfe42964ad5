import { INSUFFICIENT_INVENTORY } from "./refusal-words"

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

/**
 * A thrown answer: its HTTP status, its code and its message. The shop's own refusals are told by
 * their code (a line sold out, a single-use code taken by another order); Medusa's own refusals of
 * a completion carry no code, and are told by Medusa's message.
 */
export function outcomeOfError(status: number | undefined, code: string | null, message: string): CheckoutOutcome {
  if (status === 409) return "in_progress"
  if (status !== 400) return "unavailable"
  if (code === INSUFFICIENT_INVENTORY) return "out_of_stock"
  if (code === "promotion_code_used_up") return "code_used_up"
  // Medusa's promotion module, should a code run out within its own completion
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
