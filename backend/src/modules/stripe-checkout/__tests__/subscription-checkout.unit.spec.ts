import type Stripe from "stripe"
import type { CheckoutData, CheckoutLine } from "../checkout-data"
import { checkoutSessionParams, SHIPPING_PER_DELIVERY, SUBSCRIPTION_PAYMENT_METHOD_TYPES } from "../session-params"
import { billingOf } from "../webhook-events"

const URLS = { storefrontUrl: "https://shop.test", backendUrl: "https://api.shop.test" }

const line = (overrides: Partial<CheckoutLine>): CheckoutLine => ({
  id: "item_1",
  product_handle: "shilajit-monthly-subscription",
  title: "Shilajit Monthly Subscription",
  thumbnail: null,
  quantity: 1,
  total: 45.61,
  is_subscription: true,
  ...overrides,
})

const checkout = (lines: CheckoutLine[], shipping = 6.99): CheckoutData => ({
  cart_id: "cart_1",
  email: "buyer@example.com",
  lines,
  shipping: { name: "Standard Shipping", amount: shipping },
})

const invoiceEvent = (type: string, invoice: Record<string, unknown>) =>
  ({ id: "evt_1", type, data: { object: { object: "invoice", id: "in_1", ...invoice } } }) as unknown as Stripe.Event

const SUBSCRIPTION_PARENT = { type: "subscription_details", subscription_details: { subscription: "sub_1" } }

describe("Checkout for a cart with subscription lines", () => {
  it("is a subscription session: the subscription lines and the shipping monthly, the one-time lines once, adding up to the cart's total", () => {
    const lines = [line({}), line({ id: "item_2", product_handle: "resin", title: "Resin", total: 39.9, is_subscription: false })]
    const params = checkoutSessionParams(checkout(lines), 4561 + 3990 + 699, "payses_1", URLS)
    expect(params).toMatchObject({ mode: "subscription", payment_method_types: SUBSCRIPTION_PAYMENT_METHOD_TYPES })
    expect(params.shipping_options).toBeUndefined()
    expect(params.payment_intent_data).toBeUndefined()
    expect(params.subscription_data).toEqual({ metadata: { cart_id: "cart_1", session_id: "payses_1" } })
    const items = params.line_items!.map((item) => ({
      amount: item.price_data!.unit_amount,
      quantity: item.quantity,
      recurring: item.price_data!.recurring ?? null,
      name: item.price_data!.product_data!.name,
    }))
    expect(items).toEqual([
      { amount: 4561, quantity: 1, recurring: { interval: "month", interval_count: 1 }, name: "Shilajit Monthly Subscription" },
      { amount: 3990, quantity: 1, recurring: null, name: "Resin" },
      { amount: 699, quantity: 1, recurring: { interval: "month", interval_count: 1 }, name: SHIPPING_PER_DELIVERY },
    ])
  })

  it("has no shipping line when the shipping is free, and puts a cent of rounding on the last line", () => {
    const params = checkoutSessionParams(checkout([line({ quantity: 2, total: 91.22 })], 0), 9123, "payses_1", URLS)
    // 91.23 for two does not divide: one line of "name x 2", so the amount stays Medusa's
    expect(params.line_items).toEqual([
      expect.objectContaining({
        quantity: 1,
        price_data: expect.objectContaining({ unit_amount: 9123, recurring: { interval: "month", interval_count: 1 } }),
      }),
    ])
  })

  it("stays in payment mode with Stripe's shipping options when no line is a subscription", () => {
    const params = checkoutSessionParams(checkout([line({ is_subscription: false })]), 4561 + 699, "payses_1", URLS)
    expect(params.mode).toBe("payment")
    expect(params.shipping_options).toHaveLength(1)
  })

  it("shows Stripe's page and returns the shopper to the storefront's pages in the cart's language", () => {
    const inLanguage = (locale: string | null) =>
      checkoutSessionParams({ ...checkout([line({ is_subscription: false })]), locale }, 4561 + 699, "payses_1", URLS)
    expect(inLanguage("de")).toMatchObject({
      locale: "de",
      success_url: "https://shop.test/de/checkout/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://shop.test/de/checkout/cancel",
    })
    expect(inLanguage("en").locale).toBe("en")
    // a language the shop has no pages in: Stripe's page in the browser's language
    expect(inLanguage("es").locale).toBe("auto")
    expect(inLanguage(null).locale).toBe("auto")
    // English, no language, and one the storefront has no pages in: the spec's paths
    for (const locale of ["en", null, "es"])
      expect(inLanguage(locale)).toMatchObject({
        success_url: "https://shop.test/checkout/success?session_id={CHECKOUT_SESSION_ID}",
        cancel_url: "https://shop.test/checkout/cancel",
      })
  })
})

describe("the Billing events the shop acts on", () => {
  it("renews on a paid monthly invoice only, for the period its lines pay", () => {
    const lines = { data: [{ period: { start: 1_800_000_000, end: 1_802_592_000 } }] }
    expect(billingOf(invoiceEvent("invoice.paid", { billing_reason: "subscription_cycle", parent: SUBSCRIPTION_PARENT, lines }))).toEqual({
      kind: "renewal_paid",
      stripe_subscription_id: "sub_1",
      invoice_id: "in_1",
      period_start: new Date(1_800_000_000_000).toISOString(),
      period_end: new Date(1_802_592_000_000).toISOString(),
    })
    // the first invoice is paid through Checkout, whose order is the first delivery
    expect(
      billingOf(invoiceEvent("invoice.paid", { billing_reason: "subscription_create", parent: SUBSCRIPTION_PARENT, lines })),
    ).toBeNull()
    expect(billingOf(invoiceEvent("invoice.paid", { billing_reason: "manual", parent: null, lines }))).toBeNull()
  })

  it("knows Stripe's last retry by next_payment_attempt null", () => {
    const failed = (next: number | null) =>
      billingOf(
        invoiceEvent("invoice.payment_failed", {
          billing_reason: "subscription_cycle",
          parent: SUBSCRIPTION_PARENT,
          amount_due: 5260,
          hosted_invoice_url: "https://pay.test/in_1",
          next_payment_attempt: next,
        }),
      )
    expect(failed(1_800_000_000)).toMatchObject({
      kind: "renewal_failed",
      last_attempt: false,
      hosted_invoice_url: "https://pay.test/in_1",
      amount_due: 5260,
    })
    expect(failed(null)).toMatchObject({ kind: "renewal_failed", last_attempt: true })
  })
})
