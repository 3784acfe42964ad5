import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { shopStripe } from "../../../lib/stripe"
import { isPaid, paymentIntentOf } from "../../../modules/stripe-checkout/stripe-client"

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
      payment_intent: paymentIntentOf(session),
      cart_id: session.metadata?.cart_id ?? session.client_reference_id ?? null,
      payment_session_id: session.metadata?.session_id ?? null,
      email: session.customer_details?.email ?? session.customer_email ?? null,
    })
  }
)
