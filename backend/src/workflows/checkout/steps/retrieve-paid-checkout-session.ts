import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { shopStripe } from "../../../lib/stripe"
import type Stripe from "stripe"
import { idOf, isPaid, paymentIntentOf } from "../../../modules/stripe-checkout/stripe-client"

/** A Checkout Session as Stripe reports it now: the event's copy of it is never the last word. */
export type PaidCheckoutSession = {
  id: string
  paid: boolean
  /** in cents */
  amount_total: number
  currency: string
  payment_intent: string | null
  cart_id: string | null
  /** the Medusa payment session the Checkout Session was started for */
  payment_session_id: string | null
  email: string | null
  /** subscription mode: the Stripe subscription the payment started (ended if the payment is refunded) */
  subscription: string | null
}

/**
 * The payment intent that took the money: the session's own in payment mode; in subscription mode
 * the one that paid the subscription's first invoice (Stripe names none on the session).
 */
async function paymentIntentPaying(session: Stripe.Checkout.Session): Promise<string | null> {
  const invoiceId = idOf(session.invoice)
  if (session.mode !== "subscription" || !invoiceId) return paymentIntentOf(session)
  const invoice = await shopStripe().invoices.retrieve(invoiceId, { expand: ["payments"] })
  const paid = invoice.payments?.data.find((payment) => payment.payment.type === "payment_intent")
  return idOf(paid?.payment.payment_intent)
}

export const retrievePaidCheckoutSessionStep = createStep(
  "retrieve-paid-checkout-session",
  async ({ checkout_session_id }: { checkout_session_id: string }) => {
    const session = await shopStripe().checkout.sessions.retrieve(checkout_session_id)
    return new StepResponse<PaidCheckoutSession>({
      id: session.id,
      paid: isPaid(session),
      amount_total: session.amount_total ?? 0,
      currency: session.currency ?? "eur",
      payment_intent: await paymentIntentPaying(session),
      cart_id: session.metadata?.cart_id ?? session.client_reference_id ?? null,
      payment_session_id: session.metadata?.session_id ?? null,
      email: session.customer_details?.email ?? session.customer_email ?? null,
      subscription: idOf(session.subscription),
    })
  },
)
