import http from "node:http"
import { randomBytes } from "node:crypto"
import type { AddressInfo } from "node:net"
import Stripe from "stripe"

/**
 * A local server speaking the parts of Stripe's HTTP API the shop uses (create, retrieve, list and
 * expire Checkout Sessions; refunds with Idempotency-Key; Billing's subscriptions (retrieve, update
 * pause_collection and items, cancel), products, invoices and customer-portal sessions), with a minimal hosted payment page.
 * A subscription-mode session, once paid, makes a customer, a subscription of its recurring lines
 * and a paid first invoice; `renew` and `endSubscription` make the later invoices and the end, whose
 * signed invoice.paid / invoice.payment_failed / customer.subscription.deleted events a test sends.
 * Paying on that page signs a webhook with the `stripe` package's own test-header helper, sends it
 * to the shop and redirects to the session's success URL, as Stripe does. The tests and the
 * end-to-end run use it because Stripe cannot be reached from here.
 *
 * Standalone: `STRIPE_STAND_IN_PORT=12111 STRIPE_WEBHOOK_SECRET=whsec_... STRIPE_WEBHOOK_URL=http://localhost:9000/hooks/stripe \
 *   npx ts-node --transpile-only backend/integration-tests/stripe-stand-in.ts`
 */

export type StandInSession = {
  id: string
  object: "checkout.session"
  mode: string
  url: string | null
  status: "open" | "complete" | "expired"
  payment_status: "paid" | "unpaid" | "no_payment_required"
  payment_intent: string | null
  currency: string
  amount_total: number
  amount_subtotal: number
  customer_email: string | null
  client_reference_id: string | null
  success_url: string
  cancel_url: string
  metadata: Record<string, string>
  payment_method_types: string[]
  line_items: StandInLineItem[]
  shipping_options: { display_name: string; amount: number; currency: string; delivery_estimate: unknown }[]
  /** mode subscription, once paid: the subscription and customer Stripe made, the first invoice */
  subscription: string | null
  customer: string | null
  invoice: string | null
  /** subscription_data[metadata]: copied to the subscription */
  subscription_metadata?: Record<string, string>
  created: number
}

export type StandInLineItem = {
  name: string
  images: string[]
  unit_amount: number
  quantity: number
  currency: string
  /** a recurring price: billed each `interval` */
  recurring: { interval: string; interval_count: number } | null
}

export type StandInSubscription = {
  id: string
  object: "subscription"
  status: "active" | "canceled"
  customer: string
  currency: string
  /** the recurring lines, billed on each invoice */
  items: { data: StandInSubscriptionItem[] }
  pause_collection: { behavior: string; resumes_at: number | null } | null
  metadata: Record<string, string>
  /** the period paid for last (Stripe keeps it on the subscription items since basil) */
  period_start: number
  period_end: number
  canceled_at: number | null
  created: number
}

export type StandInPrice = {
  id: string
  product: string
  unit_amount: number
  currency: string
  recurring: StandInLineItem["recurring"]
  product_name: string
}

export type StandInSubscriptionItem = { id: string; quantity: number; price: StandInPrice }

export type StandInInvoice = {
  id: string
  object: "invoice"
  status: "paid" | "open"
  billing_reason: "subscription_create" | "subscription_cycle"
  customer: string
  currency: string
  amount_due: number
  amount_paid: number
  attempt_count: number
  next_payment_attempt: number | null
  /** what paid it (basil: expand "payments") */
  payments: { object: "list"; data: { payment: { type: "payment_intent"; payment_intent: string } }[] }
  hosted_invoice_url: string
  parent: { type: "subscription_details"; subscription_details: { subscription: string; metadata: Record<string, string> } }
  lines: { object: "list"; data: { amount: number; quantity: number; description: string; period: { start: number; end: number } }[] }
  period_start: number
  period_end: number
  created: number
}

export type StandInRefund = {
  id: string
  object: "refund"
  amount: number
  currency: string
  payment_intent: string
  status: "succeeded"
  reason: string | null
  metadata: Record<string, string>
  created: number
}

export type StandInRequest = { method: string; path: string; body: Record<string, unknown>; idempotencyKey?: string }

export type StripeStandInOptions = {
  port?: number
  webhookSecret: string
  /** where the "Pay" button sends the signed checkout.session.completed event */
  webhookUrl?: string
}

type Form = Record<string, unknown>

/** Parses Stripe's form encoding (`line_items[0][price_data][unit_amount]=4999`) into objects and arrays. */
export function parseStripeForm(body: string): Form {
  const root: Form = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[")
    let node: Record<string, unknown> = root
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value
        return
      }
      node[segment] ??= /^\d+$/.test(path[index + 1]) ? [] : {}
      node = node[segment] as Record<string, unknown>
    })
  }
  return root
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])
const randomId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const MONTH_S = 30 * 24 * 60 * 60

export class StripeStandIn {
  readonly sessions = new Map<string, StandInSession>()
  readonly subscriptions = new Map<string, StandInSubscription>()
  readonly invoices = new Map<string, StandInInvoice>()
  readonly products = new Map<string, { id: string; object: "product"; name: string }>()
  readonly prices = new Map<string, StandInPrice>()
  readonly portalSessions: { id: string; object: "billing_portal.session"; customer: string; return_url: string | null; url: string }[] = []
  readonly requests: StandInRequest[] = []
  readonly refunds: StandInRefund[] = []
  private readonly byIdempotencyKey = new Map<string, StandInSession>()
  private readonly refundsByIdempotencyKey = new Map<string, StandInRefund>()
  private readonly failures: { matches: (request: StandInRequest) => boolean; remaining: number }[] = []
  private readonly signer = new Stripe("sk_test_stand_in_signer")
  private server?: http.Server
  url = ""

  constructor(private readonly options: StripeStandInOptions) {}

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((error: Error) => send(res, 500, { error: { type: "api_error", message: error.message } }))
    })
    await new Promise<void>((resolve) => this.server!.listen(this.options.port ?? 0, "127.0.0.1", resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  set webhookUrl(url: string) {
    this.options.webhookUrl = url
  }

  /** The most recent session created, for tests that start checkout through the shop. */
  lastSession(): StandInSession {
    const sessions = [...this.sessions.values()]
    if (!sessions.length) throw new Error("No Checkout Session was created")
    return sessions[sessions.length - 1]
  }

  /**
   * The next `times` API requests that `matches` are answered with a 500 that Stripe marks as not to
   * be retried (Stripe-Should-Retry: false), as when Stripe has an outage: the caller sees the error.
   */
  failNext(matches: (request: StandInRequest) => boolean, times = 1) {
    this.failures.push({ matches, remaining: times })
  }

  /** The outage is over: the failures failNext still had in store are dropped. */
  recover() {
    this.failures.length = 0
  }

  /** Refunds made for a payment intent. */
  refundsOf(paymentIntent: string | null): StandInRefund[] {
    return this.refunds.filter((refund) => refund.payment_intent === paymentIntent)
  }

  /** The shopper pays: card payments are paid at once, `async` ones complete unpaid (bank transfer, SEPA). */
  pay(sessionId: string, { async = false } = {}): StandInSession {
    const session = this.mustGet(sessionId)
    if (session.status !== "open") throw new Error(`Session ${sessionId} is ${session.status}`)
    session.status = "complete"
    session.payment_status = async ? "unpaid" : "paid"
    if (session.mode === "subscription") this.subscribe(session)
    // in subscription mode Stripe names no payment intent on the session: the first invoice was paid
    else session.payment_intent = randomId("pi")
    return session
  }

  /** A paid subscription-mode session: the customer, the subscription of its recurring lines, and the paid first invoice. */
  private subscribe(session: StandInSession) {
    const now = Math.floor(Date.now() / 1000)
    const customer = randomId("cus")
    const subscription: StandInSubscription = {
      id: randomId("sub"),
      object: "subscription",
      status: "active",
      customer,
      currency: session.currency,
      items: {
        data: session.line_items
          .filter((item) => item.recurring)
          .map((item) =>
            this.subscriptionItem(this.price(this.product(item.name).id, item.unit_amount, item.currency, item.recurring), item.quantity),
          ),
      },
      pause_collection: null,
      metadata: session.subscription_metadata ?? {},
      period_start: now,
      period_end: now + MONTH_S,
      canceled_at: null,
      created: now,
    }
    this.subscriptions.set(subscription.id, subscription)
    const invoice = this.invoice(subscription, "subscription_create", session.amount_total, true)
    session.subscription = subscription.id
    session.customer = customer
    session.invoice = invoice.id
  }

  private product(name: string) {
    const product = { id: randomId("prod"), object: "product" as const, name }
    this.products.set(product.id, product)
    return product
  }

  private price(productId: string, unitAmount: number, currency: string, recurring: StandInLineItem["recurring"]): StandInPrice {
    const price = {
      id: randomId("price"),
      product: productId,
      unit_amount: unitAmount,
      currency,
      recurring,
      product_name: this.products.get(productId)?.name ?? "",
    }
    this.prices.set(price.id, price)
    return price
  }

  private subscriptionItem(price: StandInPrice, quantity: number): StandInSubscriptionItem {
    return { id: randomId("si"), quantity, price }
  }

  /** POST /v1/subscriptions/:id items[]: an item deleted, its quantity changed, or added from a price id or price_data (its product must exist). */
  private updateItems(subscription: StandInSubscription, form: unknown): string | null {
    type ItemForm = {
      id?: string
      deleted?: string
      quantity?: string
      price?: string
      price_data?: { currency: string; product: string; unit_amount: string; recurring?: { interval: string; interval_count?: string } }
    }
    for (const item of list<ItemForm>(form)) {
      const existing = item.id ? subscription.items.data.find((candidate) => candidate.id === item.id) : undefined
      if (item.id && !existing) return `No such subscription item: '${item.id}'`
      if (existing && item.deleted === "true") {
        subscription.items.data = subscription.items.data.filter((candidate) => candidate !== existing)
        continue
      }
      if (existing) {
        if (item.quantity) existing.quantity = Number(item.quantity)
        continue
      }
      let price: StandInPrice | undefined
      if (item.price) price = this.prices.get(item.price)
      else if (item.price_data) {
        if (!this.products.has(item.price_data.product)) return `No such product: '${item.price_data.product}'`
        const recurring = item.price_data.recurring
        price = this.price(
          item.price_data.product,
          Number(item.price_data.unit_amount),
          item.price_data.currency,
          recurring ? { interval: recurring.interval, interval_count: Number(recurring.interval_count ?? 1) } : null,
        )
      }
      if (!price?.recurring) return "A subscription item needs a recurring price."
      subscription.items.data.push(this.subscriptionItem(price, Number(item.quantity ?? 1)))
    }
    return null
  }

  private invoice(
    subscription: StandInSubscription,
    reason: StandInInvoice["billing_reason"],
    amount: number,
    paid: boolean,
    nextAttempt: number | null = null,
  ) {
    const invoice: StandInInvoice = {
      id: randomId("in"),
      object: "invoice",
      status: paid ? "paid" : "open",
      billing_reason: reason,
      customer: subscription.customer,
      currency: subscription.currency,
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      payments: { object: "list", data: paid ? [{ payment: { type: "payment_intent", payment_intent: randomId("pi") } }] : [] },
      attempt_count: 1,
      next_payment_attempt: paid ? null : nextAttempt,
      hosted_invoice_url: `${this.url}/invoice/${randomId("inv_page")}`,
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      lines: {
        object: "list",
        data: subscription.items.data.map((item) => ({
          amount: item.price.unit_amount * item.quantity,
          quantity: item.quantity,
          description: item.price.product_name,
          period: { start: subscription.period_start, end: subscription.period_end },
        })),
      },
      period_start: subscription.period_start,
      period_end: subscription.period_start,
      created: Math.floor(Date.now() / 1000),
    }
    this.invoices.set(invoice.id, invoice)
    return invoice
  }

  /**
   * The next month of a subscription, as Stripe bills it: the period moves a month on and its
   * invoice (billing_reason subscription_cycle) is paid, or fails with Stripe trying again later
   * (`lastAttempt`: no retry left, next_payment_attempt null). Send its event with signedEvent.
   */
  renew(subscriptionId: string, { paid = true, lastAttempt = false }: { paid?: boolean; lastAttempt?: boolean } = {}): StandInInvoice {
    const subscription = this.subscriptions.get(subscriptionId)
    if (!subscription) throw new Error(`No such subscription: ${subscriptionId}`)
    subscription.period_start = subscription.period_end
    subscription.period_end += MONTH_S
    const amount = subscription.items.data.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0)
    return this.invoice(subscription, "subscription_cycle", amount, paid, lastAttempt ? null : subscription.period_start + 3 * 24 * 60 * 60)
  }

  /** The subscription ends (the dashboard, the portal, Stripe's dunning): send customer.subscription.deleted with it. */
  endSubscription(subscriptionId: string): StandInSubscription {
    const subscription = this.subscriptions.get(subscriptionId)
    if (!subscription) throw new Error(`No such subscription: ${subscriptionId}`)
    subscription.status = "canceled"
    subscription.canceled_at ??= Math.floor(Date.now() / 1000)
    return subscription
  }

  settleAsync(sessionId: string, succeeded: boolean): StandInSession {
    const session = this.mustGet(sessionId)
    session.payment_status = succeeded ? "paid" : "unpaid"
    return session
  }

  expire(sessionId: string): StandInSession {
    const session = this.mustGet(sessionId)
    session.status = "expired"
    session.url = null
    return session
  }

  /** A Stripe event about a session, as Stripe would send it: body and Stripe-Signature header. */
  signedEvent(
    type: string,
    object: StandInSession | StandInSubscription | StandInInvoice,
    { id = randomId("evt"), timestamp, secret }: { id?: string; timestamp?: number; secret?: string } = {},
  ) {
    const payload = JSON.stringify({
      id,
      object: "event",
      api_version: "2025-05-28.basil",
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      data: { object },
    })
    const signature = this.signer.webhooks.generateTestHeaderString({
      payload,
      secret: secret ?? this.options.webhookSecret,
      ...(timestamp !== undefined ? { timestamp } : {}),
    })
    return { id, payload, signature }
  }

  /** Sends a signed event to the shop's webhook endpoint; answers its status and body. */
  async deliver(event: { payload: string; signature: string }, url = this.options.webhookUrl) {
    if (!url) throw new Error("The stand-in has no webhook URL")
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": event.signature },
      body: event.payload,
    })
    return { status: response.status, body: await response.text() }
  }

  private mustGet(id: string): StandInSession {
    const session = this.sessions.get(id)
    if (!session) throw new Error(`No such checkout session: ${id}`)
    return session
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", this.url)
    const raw = await readBody(req)
    const body = parseStripeForm(raw)
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined
    if (url.pathname.startsWith("/v1/")) {
      this.requests.push({ method: req.method ?? "GET", path: url.pathname, body, idempotencyKey })
      if (!String(req.headers.authorization ?? "").startsWith("Bearer sk_")) {
        return send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } })
      }
      const failure = this.failures.find(
        (candidate) => candidate.remaining > 0 && candidate.matches(this.requests[this.requests.length - 1]),
      )
      if (failure) {
        failure.remaining--
        res.setHeader("stripe-should-retry", "false")
        return send(res, 500, { error: { type: "api_error", message: "An unknown error occurred (stand-in outage)" } })
      }
    }
    let match: RegExpMatchArray | null
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      return send(res, 200, this.create(body, idempotencyKey))
    }
    if (req.method === "GET" && url.pathname === "/v1/checkout/sessions") {
      return send(res, 200, this.list(url.searchParams))
    }
    if (req.method === "GET" && (match = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const session = this.sessions.get(match[1])
      return session ? send(res, 200, session) : notFound(res, match[1])
    }
    if (req.method === "POST" && (match = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/))) {
      const session = this.sessions.get(match[1])
      if (!session) return notFound(res, match[1])
      if (session.status !== "open") {
        return send(res, 400, {
          error: { type: "invalid_request_error", message: `Only open sessions can be expired; this one is ${session.status}.` },
        })
      }
      return send(res, 200, this.expire(session.id))
    }
    if ((match = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = this.subscriptions.get(match[1])
      if (!subscription) return notFound(res, match[1], "subscription")
      if (req.method === "DELETE") {
        if (subscription.status === "canceled") {
          return send(res, 400, {
            error: { type: "invalid_request_error", message: `A canceled subscription can only update its metadata.` },
          })
        }
        return send(res, 200, this.endSubscription(subscription.id))
      }
      if (req.method === "POST") {
        if (subscription.status === "canceled") {
          return send(res, 400, {
            error: { type: "invalid_request_error", message: `A canceled subscription can only update its metadata.` },
          })
        }
        if ("items" in body) {
          const refused = this.updateItems(subscription, body.items)
          if (refused) return send(res, 400, { error: { type: "invalid_request_error", message: refused } })
        }
        if ("pause_collection" in body) {
          const pause = body.pause_collection as { behavior?: string; resumes_at?: string } | string
          subscription.pause_collection =
            typeof pause === "object"
              ? { behavior: String(pause.behavior), resumes_at: pause.resumes_at ? Number(pause.resumes_at) : null }
              : null
        }
      }
      return send(res, 200, subscription)
    }
    if (req.method === "POST" && url.pathname === "/v1/products") {
      return send(res, 200, this.product(String(body.name)))
    }
    if (req.method === "GET" && (match = url.pathname.match(/^\/v1\/invoices\/([^/]+)$/))) {
      const invoice = this.invoices.get(match[1])
      return invoice ? send(res, 200, invoice) : notFound(res, match[1], "invoice")
    }
    if (req.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
      const portal = {
        id: randomId("bps"),
        object: "billing_portal.session" as const,
        customer: String(body.customer),
        return_url: (body.return_url as string) ?? null,
        url: `${this.url}/portal/${randomId("portal")}`,
      }
      this.portalSessions.push(portal)
      return send(res, 200, portal)
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      const refund = this.refund(body, idempotencyKey)
      return "error" in refund ? send(res, 400, refund) : send(res, 200, refund)
    }
    if (req.method === "GET" && (match = url.pathname.match(/^\/pay\/([^/]+)$/))) {
      const session = this.sessions.get(match[1])
      if (!session || session.status !== "open") return sendHtml(res, 410, "<h1>This checkout page has expired</h1>")
      return sendHtml(res, 200, hostedPage(session))
    }
    if (req.method === "POST" && (match = url.pathname.match(/^\/pay\/([^/]+)$/))) {
      const session = this.sessions.get(match[1])
      if (!session || session.status !== "open") return sendHtml(res, 410, "<h1>This checkout page has expired</h1>")
      this.pay(session.id)
      const delivery = await this.deliver(this.signedEvent("checkout.session.completed", session))
      if (delivery.status >= 300) console.warn(`Stripe stand-in: webhook answered ${delivery.status} ${delivery.body}`)
      res.writeHead(303, { location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) }).end()
      return
    }
    send(res, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` } })
  }

  /** GET /v1/checkout/sessions: newest first, `limit` (1-100), `starting_after`, `status`, `created[gte]`. */
  private list(params: URLSearchParams) {
    const limit = Math.min(Math.max(Number(params.get("limit") ?? 10), 1), 100)
    const status = params.get("status")
    const createdFrom = params.get("created[gte]")
    let sessions = [...this.sessions.values()].reverse()
    if (status) sessions = sessions.filter((session) => session.status === status)
    if (createdFrom) sessions = sessions.filter((session) => session.created >= Number(createdFrom))
    const after = params.get("starting_after")
    if (after) sessions = sessions.slice(sessions.findIndex((session) => session.id === after) + 1)
    return { object: "list", url: "/v1/checkout/sessions", has_more: sessions.length > limit, data: sessions.slice(0, limit) }
  }

  /** POST /v1/refunds: the whole payment unless `amount` says less; never more than was paid. */
  private refund(body: Form, idempotencyKey?: string): StandInRefund | { error: Record<string, string> } {
    const known = idempotencyKey ? this.refundsByIdempotencyKey.get(idempotencyKey) : undefined
    if (known) return known
    const paymentIntent = String(body.payment_intent ?? "")
    const paidInvoice = [...this.invoices.values()].find((invoice) =>
      invoice.payments.data.some((paid) => paid.payment.payment_intent === paymentIntent),
    )
    const session = paidInvoice
      ? { amount_total: paidInvoice.amount_paid, currency: paidInvoice.currency }
      : [...this.sessions.values()].find((candidate) => candidate.payment_intent === paymentIntent)
    if (!session)
      return { error: { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${paymentIntent}'` } }
    const refunded = this.refundsOf(paymentIntent).reduce((sum, refund) => sum + refund.amount, 0)
    const amount = body.amount === undefined ? session.amount_total - refunded : Number(body.amount)
    if (amount <= 0 || refunded + amount > session.amount_total) {
      return {
        error: {
          type: "invalid_request_error",
          code: "charge_already_refunded",
          message: `Charge for ${paymentIntent} has already been refunded.`,
        },
      }
    }
    const refund: StandInRefund = {
      id: randomId("re"),
      object: "refund",
      amount,
      currency: session.currency,
      payment_intent: paymentIntent,
      status: "succeeded",
      reason: (body.reason as string) ?? null,
      metadata: (body.metadata as Record<string, string>) ?? {},
      created: Math.floor(Date.now() / 1000),
    }
    this.refunds.push(refund)
    if (idempotencyKey) this.refundsByIdempotencyKey.set(idempotencyKey, refund)
    return refund
  }

  private create(body: Form, idempotencyKey?: string): StandInSession {
    const known = idempotencyKey ? this.byIdempotencyKey.get(idempotencyKey) : undefined
    if (known) return known
    type LineItemForm = {
      quantity: string
      price_data: {
        currency: string
        unit_amount: string
        recurring?: { interval: string; interval_count?: string }
        product_data: { name: string; images?: string[] }
      }
    }
    type ShippingForm = {
      shipping_rate_data: { display_name: string; fixed_amount: { amount: string; currency: string }; delivery_estimate?: unknown }
    }
    const lineItems = list<LineItemForm>(body.line_items).map((item) => ({
      name: item.price_data.product_data.name,
      images: list<string>(item.price_data.product_data.images),
      unit_amount: Number(item.price_data.unit_amount),
      quantity: Number(item.quantity),
      currency: item.price_data.currency,
      recurring: item.price_data.recurring
        ? { interval: item.price_data.recurring.interval, interval_count: Number(item.price_data.recurring.interval_count ?? 1) }
        : null,
    }))
    const shipping = list<ShippingForm>(body.shipping_options).map((option) => ({
      display_name: option.shipping_rate_data.display_name,
      amount: Number(option.shipping_rate_data.fixed_amount.amount),
      currency: option.shipping_rate_data.fixed_amount.currency,
      delivery_estimate: option.shipping_rate_data.delivery_estimate,
    }))
    const subtotal = lineItems.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0)
    const id = randomId("cs")
    const session: StandInSession = {
      id,
      object: "checkout.session",
      mode: String(body.mode),
      url: `${this.url}/pay/${id}`,
      status: "open",
      payment_status: "unpaid",
      payment_intent: null,
      currency: String(body.currency ?? lineItems[0]?.currency),
      amount_subtotal: subtotal,
      amount_total: subtotal + (shipping[0]?.amount ?? 0),
      customer_email: (body.customer_email as string) ?? null,
      client_reference_id: (body.client_reference_id as string) ?? null,
      success_url: String(body.success_url),
      cancel_url: String(body.cancel_url),
      metadata: (body.metadata as Record<string, string>) ?? {},
      payment_method_types: list<string>(body.payment_method_types),
      line_items: lineItems,
      shipping_options: shipping,
      subscription: null,
      customer: null,
      invoice: null,
      subscription_metadata: (body.subscription_data as { metadata?: Record<string, string> } | undefined)?.metadata,
      created: Math.floor(Date.now() / 1000),
    }
    this.sessions.set(id, session)
    if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, session)
    return session
  }
}

function hostedPage(session: StandInSession): string {
  const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`
  const lines = session.line_items
    .map(
      (item) =>
        `<li>${escape(item.name)} × ${item.quantity} <span>${euros(item.unit_amount * item.quantity)}${item.recurring ? " per month" : ""}</span></li>`,
    )
    .join("")
  const shipping = session.shipping_options[0]
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe Checkout (local stand-in)</title></head>
<body><main><h1>Stripe Checkout (local stand-in)</h1>
<p>Paying as ${escape(session.customer_email ?? "")}</p>
<ul>${lines}</ul>
${shipping ? `<p>${escape(shipping.display_name)}: <span data-testid="shipping">${euros(shipping.amount)}</span></p>` : ""}
<p>Total due: <strong data-testid="amount-total">${euros(session.amount_total)}</strong></p>
<form method="post" action="/pay/${session.id}"><button type="submit">Pay</button></form>
<p><a href="${escape(session.cancel_url)}">Back to the shop</a></p>
</main></body></html>`
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = ""
    req.setEncoding("utf8")
    req.on("data", (chunk: string) => (data += chunk))
    req.on("end", () => resolve(data))
    req.on("error", reject)
  })
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "request-id": randomId("req") }).end(JSON.stringify(body))
}

function sendHtml(res: http.ServerResponse, status: number, html: string) {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(html)
}

function notFound(res: http.ServerResponse, id: string, object = "checkout.session") {
  send(res, 404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${object}: '${id}'` } })
}

if (require.main === module) {
  const standIn = new StripeStandIn({
    port: Number(process.env.STRIPE_STAND_IN_PORT ?? 12111),
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? "whsec_stand_in",
    webhookUrl: process.env.STRIPE_WEBHOOK_URL ?? "http://localhost:9000/hooks/stripe",
  })
  standIn.start().then(() => console.log(`Stripe stand-in listening on ${standIn.url}`))
}
