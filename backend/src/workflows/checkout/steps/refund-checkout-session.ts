import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { shopStripe } from "../../../lib/stripe"
import { refundIdempotencyKey } from "../../../modules/stripe-checkout/stripe-client"
import { STRIPE_EVENTS_MODULE } from "../../../modules/stripe-events"
import type StripeEventsModuleService from "../../../modules/stripe-events/service"
import type { PaidCheckoutSession } from "./retrieve-paid-checkout-session"

export type RefundedSession = { id: string; amount: number; reason: string; created: boolean }

/**
 * Gives a paid Checkout Session's money back in full through Stripe, once: the idempotency key is
 * the session's, and the refund is recorded by the session's id for the seller's list (a refund
 * cannot be taken back: no compensation).
 * A subscription the payment started at Stripe is ended first, so it is never charged again.
 */
export const refundCheckoutSessionStep = createStep(
  "refund-checkout-session",
  async ({ session, reason }: { session: PaidCheckoutSession; reason: string }, { container }) => {
    const events: StripeEventsModuleService = container.resolve(STRIPE_EVENTS_MODULE)
    const [known] = await events.listCheckoutRefunds({ id: session.id })
    if (known) return new StepResponse<RefundedSession>({ id: known.id, amount: known.amount, reason: known.reason, created: false })
    if (!session.payment_intent) throw new Error(`Checkout Session ${session.id} is paid but names no payment intent`)
    if (session.subscription) {
      const subscription = await shopStripe().subscriptions.retrieve(session.subscription)
      if (subscription.status !== "canceled") {
        await shopStripe().subscriptions.cancel(session.subscription, {}, { idempotencyKey: `cancel-${session.subscription}` })
      }
    }

    const stripeRefund = await shopStripe().refunds.create(
      { payment_intent: session.payment_intent, reason: "requested_by_customer", metadata: { checkout_session_id: session.id } },
      { idempotencyKey: refundIdempotencyKey(session.id) },
    )
    await events.createCheckoutRefunds({
      id: session.id,
      cart_id: session.cart_id,
      email: session.email,
      payment_intent: session.payment_intent,
      amount: stripeRefund.amount,
      currency_code: session.currency,
      reason,
      stripe_refund_id: stripeRefund.id,
    })

    return new StepResponse<RefundedSession>({ id: session.id, amount: stripeRefund.amount, reason, created: true })
  },
)
