import Stripe from "stripe"
import { AbstractPaymentProvider, MedusaError, PaymentActions, PaymentSessionStatus } from "@medusajs/framework/utils"
import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import { type CheckoutData, toCents } from "./checkout-data"
import { checkoutSessionParams } from "./session-params"

export type StripeCheckoutOptions = {
  apiKey: string
  webhookSecret: string
  /** a local server speaking Stripe's API (tests, offline development); unset: api.stripe.com */
  apiBase?: string
  storefrontUrl: string
  backendUrl: string
}

// The API version of the spec. The package's types follow its newest version; the fields used here
// are the same in both.
const STRIPE_API_VERSION: string = "2025-05-28.basil"

/** What Medusa stores in the payment session: enough to find the Checkout Session again. */
type StoredSession = {
  id: string
  url: string | null
  status: Stripe.Checkout.Session.Status | null
  payment_status: Stripe.Checkout.Session.PaymentStatus
  payment_intent: string | null
  amount_total: number | null
}

/**
 * Stripe hosted Checkout as a Medusa payment provider. The shopper pays on Stripe's page; the
 * payment status is always read back from Stripe, never taken from the browser or a webhook body.
 */
export default class StripeCheckoutProviderService extends AbstractPaymentProvider<StripeCheckoutOptions> {
  static identifier = "stripe-checkout"

  protected readonly stripe: Stripe
  protected readonly options: StripeCheckoutOptions

  static validateOptions(options: Record<string, unknown>) {
    for (const name of ["apiKey", "webhookSecret", "storefrontUrl", "backendUrl"]) {
      if (!options[name]) throw new Error(`The Stripe Checkout provider needs the option ${name}`)
    }
  }

  constructor(cradle: Record<string, unknown>, options: StripeCheckoutOptions) {
    super(cradle, options)
    this.options = options
    const base = options.apiBase ? new URL(options.apiBase) : undefined
    this.stripe = new Stripe(options.apiKey, {
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

  async initiatePayment({ data, amount, currency_code, context }: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const checkout = data?.checkout as CheckoutData | undefined
    const medusaSessionId = data?.session_id as string | undefined
    if (!checkout || !medusaSessionId) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Stripe Checkout is started with POST /store/carts/:id/checkout")
    }
    if (currency_code.toLowerCase() !== "eur") {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Stripe Checkout takes euros, not ${currency_code}`)
    }
    const params = checkoutSessionParams(checkout, toCents(amount.toString()), medusaSessionId, this.options)
    const session = await this.stripe.checkout.sessions.create(params, { idempotencyKey: context?.idempotency_key })
    return { id: session.id, status: PaymentSessionStatus.PENDING, data: stored(session) }
  }

  async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    return this.getPaymentStatus(input)
  }

  async getPaymentStatus({ data }: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionIdOf(data))
    return { status: statusOf(session), data: stored(session) }
  }

  // Checkout Sessions in payment mode capture automatically: the money is taken when the shopper pays.
  async capturePayment({ data }: CapturePaymentInput): Promise<CapturePaymentOutput> {
    return { data }
  }

  async cancelPayment({ data }: CancelPaymentInput): Promise<CancelPaymentOutput> {
    return { data: await this.expireIfOpen(data) }
  }

  // Medusa deletes a payment session when the cart changes or a new one is started: the old page
  // must not take a payment for a cart that no longer exists in that form.
  async deletePayment({ data }: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return { data: await this.expireIfOpen(data) }
  }

  async refundPayment({ amount, data, context }: RefundPaymentInput): Promise<RefundPaymentOutput> {
    const paymentIntent = data?.payment_intent as string | undefined
    if (!paymentIntent) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "This Stripe Checkout payment has no payment intent to refund")
    }
    await this.stripe.refunds.create(
      { payment_intent: paymentIntent, amount: toCents(amount.toString()) },
      { idempotencyKey: context?.idempotency_key }
    )
    return { data }
  }

  async retrievePayment({ data }: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    return { data: stored(await this.stripe.checkout.sessions.retrieve(sessionIdOf(data))) }
  }

  // A changed cart gets a new payment session (Medusa deletes the old one); nothing to update in place.
  async updatePayment({ data }: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    return { data }
  }

  /** Verifies the signature on the raw body (and Stripe's 5-minute tolerance), then maps the event. */
  async getWebhookActionAndData(payload: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    const signature = payload.headers["stripe-signature"]
    let event: Stripe.Event
    try {
      event = this.stripe.webhooks.constructEvent(
        payload.rawData as string | Buffer,
        typeof signature === "string" ? signature : "",
        this.options.webhookSecret
      )
    } catch (error) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Stripe webhook rejected: ${(error as Error).message}`)
    }
    const action = actionOf(event)
    if (!action) return { action: PaymentActions.NOT_SUPPORTED }
    const session = event.data.object as Stripe.Checkout.Session
    const medusaSessionId = session.metadata?.session_id
    // A session without our payment session id was not created by this shop (a shared account).
    if (!medusaSessionId) return { action: PaymentActions.NOT_SUPPORTED }
    return { action, data: { session_id: medusaSessionId, amount: (session.amount_total ?? 0) / 100 } }
  }

  private async expireIfOpen(data: Record<string, unknown> | undefined) {
    const id = data?.id as string | undefined
    if (!id) return data
    const session = await this.stripe.checkout.sessions.retrieve(id)
    if (session.status !== "open") return stored(session)
    return stored(await this.stripe.checkout.sessions.expire(id))
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

function statusOf(session: Stripe.Checkout.Session): PaymentSessionStatus {
  if (session.payment_status === "paid" || session.payment_status === "no_payment_required") {
    return PaymentSessionStatus.CAPTURED
  }
  if (session.status === "expired") return PaymentSessionStatus.CANCELED
  // open, or complete with an async payment still under way: no order yet
  return PaymentSessionStatus.PENDING
}

function sessionIdOf(data: Record<string, unknown> | undefined): string {
  const id = data?.id
  if (typeof id !== "string" || !id.startsWith("cs_")) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "The payment session has no Stripe Checkout Session")
  }
  return id
}

function stored(session: Stripe.Checkout.Session): StoredSession {
  return {
    id: session.id,
    url: session.url,
    status: session.status,
    payment_status: session.payment_status,
    payment_intent: typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id ?? null,
    amount_total: session.amount_total,
  }
}
