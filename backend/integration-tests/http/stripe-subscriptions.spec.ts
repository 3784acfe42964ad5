import { stripeStandIn } from "../stripe-mode"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { STRIPE_CHECKOUT_PROVIDER_ID } from "../../src/lib/payment-providers"
import { SUBSCRIPTION_MODULE } from "../../src/modules/subscription"
import type SubscriptionModuleService from "../../src/modules/subscription/service"
import { SHIPPING_PER_DELIVERY, SUBSCRIPTION_PAYMENT_METHOD_TYPES } from "../../src/modules/stripe-checkout/session-params"
import { renewDueSubscriptions } from "../../src/workflows/subscription/renew-due-subscriptions"
import { retrySubscriptionStarts } from "../../src/workflows/subscription/retry-subscription-starts"
import { MAX_START_ATTEMPTS } from "../../src/workflows/subscription/steps/count-failed-start"
import { DISCOUNT_PERCENT, STANDARD_SHIPPING } from "../../src/lib/shop-constants"
import {
  DUTCH_ADDRESS,
  feedNoticesOf,
  firstVariantOf,
  renewalOrdersOf,
  seededShopWith,
  sellOut,
  shopIntegrationTestRunner,
  storeClients,
  subscriptionOfOrder,
} from "../test-shop"
import type { StandInInvoice, StandInSubscription } from "../stripe-stand-in"
import { linkToken } from "../../src/lib/shop-links"

jest.setTimeout(240 * 1000)

const SUBSCRIPTION = "shilajit-monthly-subscription"
const RESIN = "pure-himalayan-shilajit-resin"
const BOX = "essentials-monthly-wellness-box"
const cents = (euros: number) => Math.round(euros * 100)
const MONTH_MS = 31 * 24 * 60 * 60 * 1000

/** Stripe's own recurring billing: Checkout in subscription mode, then one order per paid monthly invoice. */
shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    const stripe = stripeStandIn()
    const shop = seededShopWith(getContainer, stripe)
    let shopper = 0
    const clients = storeClients(() => shop.publishableKey, "10.0.17")
    const store = clients.options
    const subscriptionModule = () => getContainer().resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE)

    beforeEach(clients.next)

    function deliver(event: { payload: string; signature: string }) {
      return api.post("/hooks/stripe", event.payload, {
        headers: { "content-type": "application/json", "stripe-signature": event.signature },
        transformRequest: [(body: unknown) => body],
        validateStatus: () => true,
      })
    }

    /** A cart with the subscription (and optionally a one-time line), ready to pay. */
    async function readyCart(lines: [string, number][]) {
      shopper += 1
      const email = `subscriber${shopper}@example.com`
      const items = await Promise.all(
        lines.map(async ([handle, quantity]) => ({ variant_id: await firstVariantOf(api, handle, store), quantity })),
      )
      const { data: created } = await api.post(
        "/store/carts",
        { region_id: shop.europeRegionId, email, shipping_address: DUTCH_ADDRESS, items },
        store(),
      )
      const cartId = created.cart.id as string
      const { data: options } = await api.get(`/store/shipping-options?cart_id=${cartId}`, store())
      const { data: ready } = await api.post(
        `/store/carts/${cartId}/shipping-methods`,
        { option_id: options.shipping_options[0].id },
        store(),
      )
      return { email, cart: ready.cart as { id: string; total: number } }
    }

    /** The shopper opens Stripe's page for the cart and pays. */
    async function payOnStripe(cartId: string) {
      const started = await api.post(`/store/carts/${cartId}/checkout`, { provider_id: STRIPE_CHECKOUT_PROVIDER_ID }, store())
      expect(started.status).toBe(200)
      return stripe.pay(stripe.lastSession().id)
    }

    /** A cart with the subscription (and optionally a one-time line), paid on Stripe's page: its session, order and subscription. */
    async function subscribe(
      lines: [string, number][] = [
        [SUBSCRIPTION, 1],
        [RESIN, 1],
      ],
    ) {
      const { email, cart } = await readyCart(lines)
      const session = await payOnStripe(cart.id)
      const paid = await deliver(stripe.signedEvent("checkout.session.completed", session))
      expect(paid.status).toBe(200)
      const orderId = paid.data.order_id as string
      expect(orderId).toMatch(/^order_/)
      const subscription = await subscriptionOf(orderId)
      // the start stores the subscription, then sets Stripe's monthly price in its last step: wait for it
      const { data: managed } = await api.get(
        `/store/subscriptions/manage?token=${linkToken("subscription-management", { subscription_id: subscription.id })}`,
        store(),
      )
      const renewal = cents(managed.subscription.delivery_total)
      const monthlyAtStripe = () =>
        stripe.subscriptions.get(session.subscription!)!.items.data.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0)
      for (let attempt = 0; attempt < 150 && monthlyAtStripe() !== renewal; attempt++)
        await new Promise((resolve) => setTimeout(resolve, 100))
      return { email, cart, session, orderId, subscription, stripeSubscription: stripe.subscriptions.get(session.subscription!)! }
    }

    const subscriptionOf = (orderId: string) => subscriptionOfOrder(getContainer(), orderId)
    const renewalOrders = (subscriptionId: string) => renewalOrdersOf(dbConnection, subscriptionId)

    const notificationsOf = (resourceId: string, template: string) =>
      getContainer().resolve(Modules.NOTIFICATION).listNotifications({ resource_id: resourceId, template })

    const invoicePaid = (invoice: StandInInvoice) => stripe.signedEvent("invoice.paid", invoice)
    const manage = (subscriptionId: string, action: string) =>
      api.post(
        "/store/subscriptions/manage",
        { token: linkToken("subscription-management", { subscription_id: subscriptionId }), action },
        store(),
      )

    it("first purchase: a Checkout Session in subscription mode at Medusa's prices, then the subscription with Stripe's ids and the first order", async () => {
      const { cart, session, orderId, subscription, stripeSubscription } = await subscribe()
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: orders } = await query.graph({
        entity: "order",
        fields: ["id", "total", "shipping_total", "items.variant_id", "items.total"],
        filters: { id: orderId },
      })
      const order = orders[0] as unknown as { total: number; shipping_total: number; items: { variant_id: string; total: number }[] }
      expect(cents(Number(order.total))).toBe(cents(cart.total))
      expect(session.mode).toBe("subscription")
      expect(session.payment_method_types).toEqual(SUBSCRIPTION_PAYMENT_METHOD_TYPES)
      expect(session.shipping_options).toEqual([])
      // the sum rule: Stripe's first invoice is the cart's total
      expect(session.amount_total).toBe(cents(cart.total))
      expect(stripe.invoices.get(session.invoice!)).toMatchObject({
        status: "paid",
        amount_paid: cents(cart.total),
        billing_reason: "subscription_create",
      })
      const variant = await firstVariantOf(api, SUBSCRIPTION, store)
      const subscriptionItem = order.items.find((item) => item.variant_id === variant)!
      const recurring = session.line_items.filter((item) => item.recurring)
      // the subscription line at what Medusa charged (VAT included, the 17% applied), monthly; the resin once
      expect(recurring[0]).toMatchObject({
        unit_amount: cents(Number(subscriptionItem.total)),
        quantity: 1,
        recurring: { interval: "month", interval_count: 1 },
      })
      expect(session.line_items.filter((item) => !item.recurring)).toHaveLength(1)
      if (Number(order.shipping_total) > 0)
        expect(recurring[1]).toMatchObject({ name: SHIPPING_PER_DELIVERY, unit_amount: cents(Number(order.shipping_total)) })
      else expect(recurring).toHaveLength(1)

      expect(subscription).toMatchObject({
        status: "active",
        payment: "stripe",
        stripe_subscription_id: session.subscription,
        stripe_customer_id: session.customer,
        origin_order_id: orderId,
      })
      expect(stripeSubscription.metadata).toMatchObject({ cart_id: cart.id })
      // Stripe's monthly charge is what the shop renews at
      const monthly = stripeSubscription.items.data.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0)
      const { data: managed } = await api.get(
        `/store/subscriptions/manage?token=${linkToken("subscription-management", { subscription_id: subscription.id })}`,
        store(),
      )
      expect(cents(managed.subscription.delivery_total)).toBe(monthly)
      expect(await renewalOrders(subscription.id)).toEqual([])
    })

    it("a subscription paid twice for one cart: one order and subscription, the second payment refunded and its Stripe subscription ended", async () => {
      const { cart } = await readyCart([[SUBSCRIPTION, 1]])
      const first = await payOnStripe(cart.id)
      // the shopper goes back and pays again before the first payment's webhook arrives
      const second = await payOnStripe(cart.id)
      const placed = await deliver(stripe.signedEvent("checkout.session.completed", second))
      expect(placed.status).toBe(200)
      const refunded = await deliver(stripe.signedEvent("checkout.session.completed", first))
      expect(refunded.status).toBe(200)
      expect(refunded.data).toMatchObject({ order_id: null, refunded: true })
      const paidBy = stripe.invoices.get(first.invoice!)!.payments.data[0].payment.payment_intent
      expect(stripe.refundsOf(paidBy)).toEqual([expect.objectContaining({ amount: first.amount_total })])
      expect(stripe.subscriptions.get(first.subscription!)?.status).toBe("canceled")
      expect(stripe.subscriptions.get(second.subscription!)?.status).toBe("active")
      const subscription = await subscriptionOf(placed.data.order_id)
      expect(subscription.stripe_subscription_id).toBe(second.subscription)
    })

    it("three paid monthly invoices make three orders, each once however often its event arrives; the test-payment job never renews them", async () => {
      const { subscription, stripeSubscription } = await subscribe([[SUBSCRIPTION, 1]])
      const made: string[] = []
      for (let month = 1; month <= 3; month++) {
        const invoice = stripe.renew(stripeSubscription.id)
        const event = invoicePaid(invoice)
        const [first, second] = await Promise.all([deliver(event), deliver(event)])
        expect([first.status, second.status]).toEqual([200, 200])
        expect([first.data.duplicate, second.data.duplicate].sort()).toEqual([false, true])
        // a replay (acknowledged, nothing done again), and the same invoice under another event id
        const replay = await deliver(event)
        expect([replay.status, replay.data.duplicate]).toEqual([200, true])
        expect((await deliver(invoicePaid(invoice))).status).toBe(200)
        const orders = await renewalOrders(subscription.id)
        expect(orders).toHaveLength(month)
        const order = orders[month - 1]
        expect(order.metadata).toMatchObject({ renewal: true, stripe_invoice_id: invoice.id })
        made.push(order.id)
        const { rows: payments } = await dbConnection.raw(
          `SELECT p.provider_id, p.captured_at, p.data->>'id' AS invoice FROM payment p
           JOIN order_payment_collection opc ON opc.payment_collection_id = p.payment_collection_id WHERE opc.order_id = ?`,
          [order.id],
        )
        expect(payments).toEqual([
          expect.objectContaining({ provider_id: STRIPE_CHECKOUT_PROVIDER_ID, invoice: invoice.id, captured_at: expect.anything() }),
        ])
        const { data: queried } = await getContainer()
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "order", fields: ["id", "total"], filters: { id: order.id } })
        expect(cents(Number(queried[0].total))).toBe(invoice.amount_paid)
        expect(await notificationsOf(order.id, "order-confirmation")).toHaveLength(1)
        const [stored] = await subscriptionModule().listSubscriptions({ id: subscription.id })
        expect(new Date(stored.next_renewal_at!).getTime()).toBe(invoice.lines.data[0].period.end * 1000)
      }
      expect(new Set(made).size).toBe(3)
      const run = await renewDueSubscriptions(getContainer(), new Date(Date.now() + 6 * MONTH_MS))
      expect(run.renewed.filter((id) => made.includes(id))).toEqual([])
      expect(await renewalOrders(subscription.id)).toHaveLength(3)
    })

    it("a paid renewal whose product sold out is still ordered (Stripe took the money), with the shortfall on it for the seller", async () => {
      const { subscription, stripeSubscription } = await subscribe([[BOX, 1]])
      const variant = await firstVariantOf(api, BOX, store)
      const restock = await sellOut(getContainer(), dbConnection, variant)
      try {
        const invoice = stripe.renew(stripeSubscription.id)
        const delivery = await deliver(invoicePaid(invoice))
        expect(delivery.status).toBe(200)
        const [order] = await renewalOrders(subscription.id)
        expect(delivery.data.order_id).toBe(order.id)
        expect(order.metadata).toMatchObject({
          stripe_invoice_id: invoice.id,
          shortfall: [expect.objectContaining({ variant_id: variant, quantity: 1, available: 0 })],
        })
      } finally {
        await restock()
      }
    })

    it("a failed renewal e-mails the link to fix the payment; after Stripe's last retry the subscription pauses and the seller is told", async () => {
      const { email, subscription, stripeSubscription } = await subscribe([[SUBSCRIPTION, 1]])
      const invoice = stripe.renew(stripeSubscription.id, { paid: false })
      expect((await deliver(stripe.signedEvent("invoice.payment_failed", invoice))).status).toBe(200)
      const [mail] = await notificationsOf(subscription.id, "subscription-payment-failed")
      expect(mail).toMatchObject({
        to: email,
        data: { fix_url: invoice.hosted_invoice_url, paused: false, amount_due: invoice.amount_due / 100 },
      })
      expect((await subscriptionModule().retrieveSubscription(subscription.id)).status).toBe("active")
      expect(stripeSubscription.pause_collection).toBeNull()

      // Stripe's last retry fails too
      invoice.attempt_count = 4
      invoice.next_payment_attempt = null
      expect((await deliver(stripe.signedEvent("invoice.payment_failed", invoice))).status).toBe(200)
      expect(await subscriptionModule().retrieveSubscription(subscription.id)).toMatchObject({ status: "paused", next_renewal_at: null })
      expect(stripeSubscription.pause_collection).toMatchObject({ behavior: "void" })
      const mails = await notificationsOf(subscription.id, "subscription-payment-failed")
      expect(mails.map((sent) => sent.data?.paused).sort()).toEqual([false, true])
      const notices = await getContainer()
        .resolve(Modules.NOTIFICATION)
        .listNotifications({ resource_id: subscription.id, channel: "feed" })
      expect(notices).toHaveLength(1)
      expect(notices[0].data).toMatchObject({ title: "Subscription paused: renewal failed" })
      expect(await renewalOrders(subscription.id)).toEqual([])

      // the shopper resumes from the link: collection resumes at Stripe
      expect((await manage(subscription.id, "resume")).status).toBe(200)
      expect(stripeSubscription.pause_collection).toBeNull()
    })

    it("skip and pause act at Stripe through pause_collection; resume clears it, or keeps a skip still ahead", async () => {
      const { subscription, stripeSubscription } = await subscribe([[SUBSCRIPTION, 1]])
      const skipped = new Date(subscription.next_renewal_at!).getTime()
      const afterSkipped = { behavior: "void", resumes_at: Math.floor((skipped + 24 * 60 * 60 * 1000) / 1000) }
      expect((await manage(subscription.id, "skip")).status).toBe(200)
      // the skipped month's invoice is voided; Stripe charges again from the day after it
      expect(stripeSubscription.pause_collection).toEqual(afterSkipped)
      expect((await manage(subscription.id, "pause")).status).toBe(200)
      expect(stripeSubscription.pause_collection).toEqual({ behavior: "void", resumes_at: null })
      // resumed before the skipped renewal: it stays skipped, here and at Stripe
      const resumed = await manage(subscription.id, "resume")
      expect(resumed.data.subscription.next_renewal_at).not.toBe(new Date(skipped).toISOString())
      expect(new Date(resumed.data.subscription.next_renewal_at).getTime()).toBeGreaterThan(skipped)
      expect(stripeSubscription.pause_collection).toEqual(afterSkipped)
      // paused and resumed without a skip: collection simply resumes
      const { subscription: other, stripeSubscription: otherAtStripe } = await subscribe([[SUBSCRIPTION, 1]])
      expect((await manage(other.id, "pause")).status).toBe(200)
      expect((await manage(other.id, "resume")).status).toBe(200)
      expect(otherAtStripe.pause_collection).toBeNull()
    })

    it("a subscription whose first order shipped free thanks to a one-time line: Stripe bills the renewals at its own price plus the shipping rule's", async () => {
      const { cart, orderId, subscription, stripeSubscription, session } = await subscribe([
        [SUBSCRIPTION, 1],
        [RESIN, 1],
      ])
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: orders } = await query.graph({
        entity: "order",
        fields: ["id", "shipping_total", "items.variant_id", "items.original_total"],
        filters: { id: orderId },
      })
      const order = orders[0] as unknown as { shipping_total: number; items: { variant_id: string; original_total: number }[] }
      // the first invoice was the cart's, free shipping included
      expect(cents(Number(order.shipping_total))).toBe(0)
      expect(session.amount_total).toBe(cents(cart.total))
      const variant = await firstVariantOf(api, SUBSCRIPTION, store)
      const subscriptionPrice = cents(
        (Number(order.items.find((item) => item.variant_id === variant)!.original_total) * (100 - DISCOUNT_PERCENT)) / 100,
      )
      expect(Number(subscription.shipping_amount)).toBe(STANDARD_SHIPPING.price)
      // Stripe bills the line and the shipping per delivery from the next invoice on, without proration
      expect(stripeSubscription.items.data.map((item) => [item.price.product_name, item.price.unit_amount, item.quantity])).toEqual([
        [expect.stringContaining("Shilajit Monthly Subscription"), subscriptionPrice, 1],
        [SHIPPING_PER_DELIVERY, cents(STANDARD_SHIPPING.price), 1],
      ])
      const update = stripe.requests.find(
        (request) => request.method === "POST" && request.path === `/v1/subscriptions/${stripeSubscription.id}` && "items" in request.body,
      )
      expect(update?.body).toMatchObject({ proration_behavior: "none" })
      const invoice = stripe.renew(stripeSubscription.id)
      expect(invoice.amount_paid).toBe(subscriptionPrice + cents(STANDARD_SHIPPING.price))
      expect((await deliver(invoicePaid(invoice))).status).toBe(200)
      const [renewal] = await renewalOrders(subscription.id)
      const { data: renewed } = await query.graph({
        entity: "order",
        fields: ["id", "total", "shipping_total"],
        filters: { id: renewal.id },
      })
      expect([cents(Number(renewed[0].total)), cents(Number(renewed[0].shipping_total))]).toEqual([
        invoice.amount_paid,
        cents(STANDARD_SHIPPING.price),
      ])
      const { data: managed } = await api.get(
        `/store/subscriptions/manage?token=${linkToken("subscription-management", { subscription_id: subscription.id })}`,
        store(),
      )
      expect(cents(managed.subscription.price.total)).toBe(invoice.amount_paid)
    })

    it("a subscription whose start failed at Stripe is started by the retry, reported after the retries run out, never twice", async () => {
      const { cart } = await readyCart([
        [SUBSCRIPTION, 1],
        [RESIN, 1],
      ])
      // Stripe cannot be reached to set the renewal price: the start fails, with every retry, until it can
      stripe.failNext((request) => request.method === "POST" && request.path === "/v1/products", 100)
      const session = await payOnStripe(cart.id)
      const paid = await deliver(stripe.signedEvent("checkout.session.completed", session))
      const orderId = paid.data.order_id as string
      const startOf = () => subscriptionModule().listSubscriptionStarts({ order_id: orderId })
      for (let waited = 0; !(await startOf()).length && waited < 100; waited++) await new Promise((resolve) => setTimeout(resolve, 100))
      expect(await startOf()).toEqual([expect.objectContaining({ attempts: 1 })])
      let now = new Date(new Date((await startOf())[0].next_attempt_at).getTime() + 1000)
      for (let attempt = 2; attempt <= MAX_START_ATTEMPTS; attempt++) {
        expect((await retrySubscriptionStarts(getContainer(), now)).failed).toContain(orderId)
        const [record] = await startOf()
        expect(record.attempts).toBe(attempt)
        now = new Date(new Date(record.next_attempt_at).getTime() + 1000)
      }
      const notices = await feedNoticesOf(getContainer(), orderId)
      expect(notices.map((notice) => notice.data?.title)).toEqual(["Subscription not started"])
      expect(await subscriptionModule().listSubscriptions({ origin_order_id: orderId })).toEqual([])
      // the Stripe subscription still bills what Checkout set: nothing changed there
      expect(stripe.subscriptions.get(session.subscription!)!.items.data).toHaveLength(1)

      // Stripe is back
      stripe.recover()
      const run = await retrySubscriptionStarts(getContainer(), now)
      expect(run.started).toContain(orderId)
      const made = await subscriptionModule().listSubscriptions({ origin_order_id: orderId })
      expect(made).toEqual([expect.objectContaining({ payment: "stripe", stripe_subscription_id: session.subscription })])
      expect(stripe.subscriptions.get(session.subscription!)!.items.data.map((item) => item.price.unit_amount)).toContain(
        cents(STANDARD_SHIPPING.price),
      )
      expect((await retrySubscriptionStarts(getContainer(), new Date(now.getTime() + 60 * 60 * 1000))).started).not.toContain(orderId)
      expect(await subscriptionModule().listSubscriptions({ origin_order_id: orderId })).toHaveLength(1)
    })

    it("cancel via the link cancels the Stripe subscription at once; a later invoice.paid makes no order", async () => {
      const { subscription, stripeSubscription } = await subscribe([[SUBSCRIPTION, 1]])
      const cancelled = await manage(subscription.id, "cancel")
      expect(cancelled.status).toBe(200)
      expect(cancelled.data.subscription.status).toBe("cancelled")
      expect(stripe.subscriptions.get(stripeSubscription.id)).toMatchObject({ status: "canceled", canceled_at: expect.any(Number) })
      expect(
        stripe.requests.filter((request) => request.method === "DELETE" && request.path === `/v1/subscriptions/${stripeSubscription.id}`),
      ).toHaveLength(1)
      expect(await notificationsOf(subscription.id, "subscription-cancelled")).toHaveLength(1)

      // Stripe's own notice of the end, and a stray invoice: nothing changes
      expect((await deliver(stripe.signedEvent("customer.subscription.deleted", stripeSubscription))).status).toBe(200)
      expect((await deliver(invoicePaid(stripe.renew(stripeSubscription.id)))).status).toBe(200)
      expect(await renewalOrders(subscription.id)).toEqual([])
      expect(await notificationsOf(subscription.id, "subscription-cancelled")).toHaveLength(1)
    })

    it("a subscription ended at Stripe is cancelled here; events for a subscription the shop does not know change nothing", async () => {
      const { subscription, stripeSubscription } = await subscribe([[SUBSCRIPTION, 1]])
      expect(
        (await deliver(stripe.signedEvent("customer.subscription.deleted", stripe.endSubscription(stripeSubscription.id)))).status,
      ).toBe(200)
      expect(await subscriptionModule().retrieveSubscription(subscription.id)).toMatchObject({ status: "cancelled", next_renewal_at: null })
      expect(await notificationsOf(subscription.id, "subscription-cancelled")).toHaveLength(1)

      const stranger: StandInSubscription = {
        ...stripeSubscription,
        id: "sub_test_unknown_to_the_shop",
        status: "active",
        canceled_at: null,
      }
      stripe.subscriptions.set(stranger.id, stranger)
      const before = (await subscriptionModule().listSubscriptions({})).map(({ id, status, updated_at }) => ({ id, status, updated_at }))
      const strangerInvoice = stripe.renew(stranger.id)
      expect((await deliver(invoicePaid(strangerInvoice))).status).toBe(200)
      expect((await deliver(stripe.signedEvent("invoice.payment_failed", stripe.renew(stranger.id, { paid: false })))).status).toBe(200)
      expect((await deliver(stripe.signedEvent("customer.subscription.deleted", stripe.endSubscription(stranger.id)))).status).toBe(200)
      const after = (await subscriptionModule().listSubscriptions({})).map(({ id, status, updated_at }) => ({ id, status, updated_at }))
      expect(after).toEqual(before)
      // but the money Stripe took for it is not silent: the seller is told, once per invoice
      await deliver(invoicePaid(strangerInvoice))
      const notices = await getContainer()
        .resolve(Modules.NOTIFICATION)
        .listNotifications({ channel: "feed", resource_type: "stripe_invoice" })
      expect(notices).toHaveLength(1)
      expect(notices[0].data).toMatchObject({ title: "Paid at Stripe, no order made", description: expect.stringContaining(stranger.id) })
    })
  },
})
