import type Stripe from "stripe"
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
import { createStripeClient, idOf, isPaid, stored } from "./stripe-client"

export type StripeCheckoutOptions = {
  apiKey: string
  webhookSecret: string
  /** a local server speaking Stripe's API (tests, offline development); unset: api.stripe.com */
  apiBase?: string
  storefrontUrl: string
  backendUrl: string
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
    this.stripe = createStripeClient(options)
  }

  async initiatePayment({ data, amount, currency_code, context }: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const paidSessionId = data?.paid_checkout_session_id
    if (typeof paidSessionId === "string") return this.adoptPaidSession(paidSessionId, toCents(amount.toString()))
    const paidInvoiceId = data?.paid_invoice_id
    if (typeof paidInvoiceId === "string") return this.adoptPaidInvoice(paidInvoiceId)
    // Medusa types the session's data as loose JSON; startCheckoutWorkflow wrote this CheckoutData there
    const checkout = data?.checkout as CheckoutData | undefined
    const medusaSessionId = typeof data?.session_id === "string" ? data.session_id : undefined
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
    if (isInvoice(data)) {
      const invoice = await this.stripe.invoices.retrieve(String(data.id))
      return {
        status: invoice.status === "paid" ? PaymentSessionStatus.CAPTURED : PaymentSessionStatus.PENDING,
        data: storedInvoice(invoice),
      }
    }
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
    const paymentIntent = typeof data?.payment_intent === "string" ? data.payment_intent : undefined
    if (!paymentIntent) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "This Stripe Checkout payment has no payment intent to refund")
    }
    await this.stripe.refunds.create(
      { payment_intent: paymentIntent, amount: toCents(amount.toString()) },
      { idempotencyKey: context?.idempotency_key },
    )
    return { data }
  }

  async retrievePayment({ data }: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    if (isInvoice(data)) return { data: storedInvoice(await this.stripe.invoices.retrieve(String(data.id))) }
    return { data: stored(await this.stripe.checkout.sessions.retrieve(sessionIdOf(data))) }
  }

  // A changed cart gets a new payment session (Medusa deletes the old one); nothing to update in place.
  async updatePayment({ data }: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    return { data }
  }

  /**
   * Medusa's generic /hooks/payment/:provider route would complete a cart from an event with no
   * replay record and no refund of a payment it cannot place. Stripe's events are handled by the
   * shop's own /hooks/stripe route only; here every event is "not supported".
   */
  async getWebhookActionAndData(_payload: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    return { action: PaymentActions.NOT_SUPPORTED }
  }

  /**
   * A Checkout Session paid for this cart after its payment session was replaced (the shopper went
   * back and started again): it becomes the cart's payment again when it charged the cart's total.
   * Only the server starts this (the browser cannot create Stripe sessions through Medusa's route).
   */
  private async adoptPaidSession(checkoutSessionId: string, amountCents: number): Promise<InitiatePaymentOutput> {
    const session = await this.stripe.checkout.sessions.retrieve(checkoutSessionId)
    if (!isPaid(session) || session.amount_total !== amountCents) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Checkout Session ${checkoutSessionId} did not pay this cart's total`)
    }
    return { id: session.id, status: PaymentSessionStatus.PENDING, data: stored(session) }
  }

  /**
   * A renewal Stripe charged for a subscription (a paid invoice): the renewal order's payment,
   * captured by Stripe. Only the server starts this, for an invoice.paid event it verified.
   */
  private async adoptPaidInvoice(invoiceId: string): Promise<InitiatePaymentOutput> {
    const invoice = await this.stripe.invoices.retrieve(invoiceId)
    if (invoice.status !== "paid") throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Invoice ${invoiceId} is not paid`)
    return { id: invoice.id ?? invoiceId, status: PaymentSessionStatus.CAPTURED, data: storedInvoice(invoice) }
  }

  private async expireIfOpen(data: Record<string, unknown> | undefined) {
    const id = typeof data?.id === "string" ? data.id : undefined
    if (!id || isInvoice(data)) return data
    const session = await this.stripe.checkout.sessions.retrieve(id)
    if (session.status !== "open") return stored(session)
    return stored(await this.stripe.checkout.sessions.expire(id))
  }
}

/** A renewal's payment: a Stripe invoice, not a Checkout Session. */
const isInvoice = (data: Record<string, unknown> | undefined): data is { id: string } =>
  typeof data?.id === "string" && data.id.startsWith("in_")

function storedInvoice(invoice: Stripe.Invoice) {
  return {
    id: invoice.id,
    status: invoice.status,
    amount_paid: invoice.amount_paid,
    subscription: idOf(invoice.parent?.subscription_details?.subscription),
    hosted_invoice_url: invoice.hosted_invoice_url ?? null,
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
