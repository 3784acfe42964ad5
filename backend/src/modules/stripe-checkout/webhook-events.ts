import type Stripe from "stripe"
import { MedusaError, PaymentActions } from "@medusajs/framework/utils"
import type { WebhookActionResult } from "@medusajs/framework/types"

export type VerifiedStripeEvent = {
  id: string
  type: string
  action: WebhookActionResult["action"]
  /** the Stripe Checkout Session the event is about, when this shop created it */
  checkout_session_id: string | null
}

/**
 * Verifies the signature on the raw body (and Stripe's 5-minute tolerance), then maps the event.
 * Only the shop's own /hooks/stripe route calls this: the event's effect runs there, guarded.
 */
export function verifyStripeEvent(stripe: Stripe, rawBody: string, signature: string, secret: string): VerifiedStripeEvent {
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret)
  } catch (error) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Stripe webhook rejected: ${(error as Error).message}`)
  }
  const action = actionOf(event)
  const session = event.data.object as Stripe.Checkout.Session
  // A session without our payment session id was not created by this shop (a shared account).
  if (!action || session.object !== "checkout.session" || !session.metadata?.session_id) {
    return { id: event.id, type: event.type, action: PaymentActions.NOT_SUPPORTED, checkout_session_id: null }
  }
  return { id: event.id, type: event.type, action, checkout_session_id: session.id }
}

function actionOf(event: Stripe.Event): WebhookActionResult["action"] | null {
  switch (event.type) {
    case "checkout.session.completed":
      // Bank-based methods complete the session before the money arrives: the order waits for
      // checkout.session.async_payment_succeeded.
      return event.data.object.payment_status === "unpaid" ? PaymentActions.PENDING : PaymentActions.SUCCESSFUL
    case "checkout.session.async_payment_succeeded":
      return PaymentActions.SUCCESSFUL
    case "checkout.session.async_payment_failed":
      return PaymentActions.FAILED
    case "checkout.session.expired":
      return PaymentActions.CANCELED
    default:
      return null
  }
}
