import Stripe from "stripe"

// The API version of the spec. The package's types follow its newest version; the fields used here
// are the same in both.
const STRIPE_API_VERSION: string = "2025-05-28.basil"

export type StripeConnection = {
  apiKey: string
  /** a local server speaking Stripe's API (tests, offline development); unset: api.stripe.com */
  apiBase?: string
}

/** The one way the shop talks to Stripe: the provider, the webhook, refunds and reconciliation. */
export function createStripeClient({ apiKey, apiBase }: StripeConnection): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined
  return new Stripe(apiKey, {
    // the package's type admits its newest version only (see STRIPE_API_VERSION)
    apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion,
    maxNetworkRetries: 3,
    timeout: 30_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === "https:" ? 443 : 80),
      protocol: base.protocol === "https:" ? "https" : "http",
    }),
  })
}

/** What Medusa stores in the payment session: enough to find the Checkout Session again. */
export type StoredSession = {
  id: string
  url: string | null
  status: Stripe.Checkout.Session.Status | null
  payment_status: Stripe.Checkout.Session.PaymentStatus
  payment_intent: string | null
  amount_total: number | null
  /** mode subscription: the Stripe subscription the session started, and its customer */
  subscription: string | null
  customer: string | null
}

export function stored(session: Stripe.Checkout.Session): StoredSession {
  return {
    id: session.id,
    url: session.url,
    status: session.status,
    payment_status: session.payment_status,
    payment_intent: paymentIntentOf(session),
    amount_total: session.amount_total,
    subscription: idOf(session.subscription),
    customer: idOf(session.customer),
  }
}

/** The id of an expandable field of a Stripe object (the id itself, or the expanded object's). */
export const idOf = (value: string | { id?: string } | null | undefined): string | null =>
  typeof value === "string" ? value : (value?.id ?? null)

export const paymentIntentOf = (session: Stripe.Checkout.Session): string | null => idOf(session.payment_intent)

/** Money has been taken: card payments at once, bank-based ones when they settle. */
export const isPaid = (session: Stripe.Checkout.Session) => session.status === "complete" && session.payment_status === "paid"

/** One refund per Checkout Session, however often it is asked for (webhook retries, reconciliation). */
export const refundIdempotencyKey = (checkoutSessionId: string) => `refund-${checkoutSessionId}`
