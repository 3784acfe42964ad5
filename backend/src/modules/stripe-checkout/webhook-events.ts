import type Stripe from "stripe"
import { MedusaError, PaymentActions } from "@medusajs/framework/utils"
import type { WebhookActionResult } from "@medusajs/framework/types"
import { idOf } from "./stripe-client"
import { messageOf } from "../../lib/error-message"

/**
 * What a Stripe Billing event means for one of the shop's subscriptions (by its Stripe id):
 * a monthly renewal paid, a renewal's payment failed (with the page where the shopper fixes it and
 * whether Stripe tries again), or the Stripe subscription ended.
 */
export type StripeBillingEvent =
  | { kind: "renewal_paid"; stripe_subscription_id: string; invoice_id: string; period_start: string; period_end: string | null }
  | {
      kind: "renewal_failed"
      stripe_subscription_id: string
      invoice_id: string
      amount_due: number
      hosted_invoice_url: string | null
      last_attempt: boolean
    }
  | { kind: "subscription_deleted"; stripe_subscription_id: string }

export type VerifiedStripeEvent = {
  id: string
  type: string
  action: WebhookActionResult["action"]
  /** the Stripe Checkout Session the event is about, when this shop created it */
  checkout_session_id: string | null
  /** a subscription's invoice or end, for the subscription events */
  billing: StripeBillingEvent | null
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
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Stripe webhook rejected: ${messageOf(error)}`)
  }
  const action = actionOf(event)
  const session = event.data.object
  // A session without our payment session id was not created by this shop (a shared account).
  if (!action || session.object !== "checkout.session" || !session.metadata?.session_id) {
    return { id: event.id, type: event.type, action: PaymentActions.NOT_SUPPORTED, checkout_session_id: null, billing: billingOf(event) }
  }
  return { id: event.id, type: event.type, action, checkout_session_id: session.id, billing: null }
}

const isoOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null)

/**
 * The Billing events the shop acts on. Only a monthly invoice (billing_reason subscription_cycle)
 * renews: the first invoice is paid through the Checkout Session, which makes the first order.
 */
export function billingOf(event: Stripe.Event): StripeBillingEvent | null {
  if (event.type === "customer.subscription.deleted") return { kind: "subscription_deleted", stripe_subscription_id: event.data.object.id }
  if (event.type !== "invoice.paid" && event.type !== "invoice.payment_failed") return null
  const invoice = event.data.object
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription)
  if (!subscriptionId || !invoice.id || invoice.billing_reason !== "subscription_cycle") return null
  if (event.type === "invoice.payment_failed") {
    return {
      kind: "renewal_failed",
      stripe_subscription_id: subscriptionId,
      invoice_id: invoice.id,
      amount_due: invoice.amount_due,
      hosted_invoice_url: invoice.hosted_invoice_url ?? null,
      // Stripe's retry schedule has no attempt left
      last_attempt: invoice.next_payment_attempt === null,
    }
  }
  // the period the invoice pays for: its subscription lines' (the invoice's own period is the one before)
  const period = invoice.lines?.data?.find((line) => line.period)?.period
  return {
    kind: "renewal_paid",
    stripe_subscription_id: subscriptionId,
    invoice_id: invoice.id,
    period_start: new Date((period?.start ?? invoice.period_end) * 1000).toISOString(),
    period_end: isoOf(period?.end),
  }
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
