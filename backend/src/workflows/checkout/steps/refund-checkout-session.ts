import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { deletePaymentSessionsWorkflow } from "@medusajs/medusa/core-flows"
import { shopStripe } from "../../../lib/stripe"
import { refundIdempotencyKey } from "../../../modules/stripe-checkout/stripe-client"
import { STRIPE_EVENTS_MODULE } from "../../../modules/stripe-events"
import type StripeEventsModuleService from "../../../modules/stripe-events/service"
import type { PaidCheckoutSession } from "./retrieve-paid-checkout-session"

export type RefundedSession = { id: string; amount: number; reason: string; created: boolean }

/**
 * Gives a paid Checkout Session's money back in full through Stripe, once: the idempotency key is
 * the session's, and the refund is recorded by the session's id for the seller's list. The Medusa
 * payment session of a refunded payment is removed, so the cart cannot be completed with it later.
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
      { idempotencyKey: refundIdempotencyKey(session.id) }
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

    if (session.cart_id) {
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "cart",
        fields: ["payment_collection.payment_sessions.id", "payment_collection.payment_sessions.data"],
        filters: { id: session.cart_id },
      })
      const sessions = (data[0] as { payment_collection?: { payment_sessions?: { id: string; data: Record<string, unknown> | null }[] } | null } | undefined)
        ?.payment_collection?.payment_sessions ?? []
      const ids = sessions.filter((paymentSession) => paymentSession.data?.id === session.id).map((paymentSession) => paymentSession.id)
      if (ids.length) await deletePaymentSessionsWorkflow(container).run({ input: { ids } })
    }
    return new StepResponse<RefundedSession>({ id: session.id, amount: stripeRefund.amount, reason, created: true })
  }
)
