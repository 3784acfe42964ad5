import {
  DUTCH_ADDRESS,
  feedNoticesOf,
  firstVariantOf,
  placeTestOrder,
  renewalOrdersOf,
  sellOut,
  shopIntegrationTestRunner,
  shopSuite,
  subscriptionOfOrder,
} from "../test-shop"
import { Modules } from "@medusajs/framework/utils"
import { createPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { TEST_PAYMENT_PROVIDER_ID } from "../../src/lib/payment-providers"
import { DISCOUNT_PERCENT, STANDARD_SHIPPING } from "../../src/lib/shop-constants"
import { addMonths } from "../../src/lib/subscription-clock"
import { SUBSCRIPTION_MODULE } from "../../src/modules/subscription"
import type SubscriptionModuleService from "../../src/modules/subscription/service"
import { renewDueSubscriptions } from "../../src/workflows/subscription/renew-due-subscriptions"
import { repriceSubscriptions } from "../../src/workflows/subscription/reprice-subscriptions"
import repriceStoredSubscriptions from "../../src/migration-scripts/reprice-subscriptions"
import { retrySubscriptionStarts } from "../../src/workflows/subscription/retry-subscription-starts"
import { MAX_START_ATTEMPTS } from "../../src/workflows/subscription/steps/count-failed-start"
import { settings } from "../../src/lib/settings"
import { sign } from "shop-signing"
import { linkToken, LINK_REFUSALS } from "../../src/lib/shop-links"

jest.setTimeout(240 * 1000)

const SUBSCRIPTION = "shilajit-monthly-subscription"
const BOX = "essentials-monthly-wellness-box"
const RESIN = "pure-himalayan-shilajit-resin"
const MORINGA = "moringa-leaf-powder"
const BUYER = "subscriber@example.com"

const cents = (euros: number | string) => Math.round(Number(euros) * 100)

type PlacedOrder = {
  id: string
  display_id: number
  total: number
  items: { id: string; variant_id: string; quantity: number; total: number }[]
}

shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    // each test is its own client: the rate limits do not carry over
    const { shop, store, nextClient } = shopSuite(api, getContainer, "10.0.16")
    const subscriptionModule = () => getContainer().resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE)

    /** Buys the products with the test payment, as the storefront's checkout does. */
    async function placeOrder(lines: [string, number][], email = BUYER): Promise<PlacedOrder> {
      const shippingAddress = { ...DUTCH_ADDRESS, first_name: "Jan", last_name: "Jansen" }
      const { order } = await placeTestOrder(api, { regionId: shop.europeRegionId, email, handles: lines, store, shippingAddress })
      return order
    }

    /** Buys the products with a promotion code applied, as the storefront's cart does. */
    async function placeOrderWithCode(lines: [string, number][], code: string, email = BUYER): Promise<PlacedOrder> {
      const items = await Promise.all(
        lines.map(async ([handle, quantity]) => ({ variant_id: await firstVariantOf(api, handle, store), quantity })),
      )
      const address = { ...DUTCH_ADDRESS, first_name: "Jan", last_name: "Jansen" }
      const { data: created } = await api.post(
        "/store/carts",
        { region_id: shop.europeRegionId, email, shipping_address: address, items },
        store(),
      )
      const cartId = created.cart.id as string
      const applied = await api.post(`/store/carts/${cartId}/promotion-codes`, { code }, store())
      expect(applied.status).toBe(200)
      const { data: options } = await api.get(`/store/shipping-options?cart_id=${cartId}`, store())
      await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: options.shipping_options[0].id }, store())
      expect((await api.post(`/store/carts/${cartId}/checkout`, { provider_id: TEST_PAYMENT_PROVIDER_ID }, store())).status).toBe(200)
      const { data } = await api.post(`/store/carts/${cartId}/complete`, {}, store())
      expect(data.type).toBe("order")
      return data.order
    }

    /** An order as the seller reads it: its totals, lines and shipping. */
    async function adminOrder(orderId: string) {
      const { data } = await api.get(
        `/admin/orders/${orderId}?fields=id,total,shipping_total,metadata,payment_status,*items,items.original_total,items.total,*shipping_methods`,
        shop.admin,
      )
      return data.order as {
        id: string
        total: number
        shipping_total: number
        items: { variant_id: string; quantity: number; original_total: number; total: number }[]
        shipping_methods: { amount: number; name: string }[]
      }
    }

    const subscriptionOf = (orderId: string) => subscriptionOfOrder(getContainer(), orderId)
    const renewalOrders = (subscriptionId: string) => renewalOrdersOf(dbConnection, subscriptionId)

    /** The order's confirmations, once its order.placed subscriber has sent one. */
    const confirmations = async (orderId: string) => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const notifications = await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ resource_id: orderId })
        const sent = notifications.filter((notification) => notification.template === "order-confirmation")
        if (sent.length) return sent
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return []
    }

    const atMonth = (subscription: { started_at: Date | string }, months: number) => addMonths(new Date(subscription.started_at), months)

    /** Other tests' subscriptions are cancelled, so a run renews only the one under test. */
    async function cancelOthers(keep: string) {
      const all = await subscriptionModule().listSubscriptions({})
      await subscriptionModule().updateSubscriptions(
        all
          .filter((candidate) => candidate.id !== keep)
          .map((candidate) => ({ id: candidate.id, status: "cancelled" as const, next_renewal_at: null })),
      )
    }

    it("a bought subscription is stored with its lines at the discounted price, and renews once per month", async () => {
      const order = await placeOrder([
        [SUBSCRIPTION, 2],
        [RESIN, 1],
      ])
      const subscription = await subscriptionOf(order.id)
      await cancelOthers(subscription.id)
      const variant = await firstVariantOf(api, SUBSCRIPTION, store)
      const bought = order.items.find((item) => item.variant_id === variant)!
      expect(subscription).toMatchObject({
        status: "active",
        email: BUYER,
        customer_name: "Jan Jansen",
        payment: "test",
        delivery: {
          lines: [expect.objectContaining({ variant_id: variant, quantity: 2, unit_price: expect.closeTo(bought.total / 2, 6) })],
        },
        shipping_address: expect.objectContaining({ address_1: "Coolsingel 40", country_code: "nl" }),
      })
      expect(new Date(subscription.next_renewal_at!).toISOString()).toBe(atMonth(subscription, 1).toISOString())
      // the confirmation states the terms and carries the management link
      const [firstMail] = await confirmations(order.id)
      expect(firstMail.data).toMatchObject({
        subscription: { renewal: false, manage_url: expect.stringContaining("/subscription?token=") },
      })

      // not due yet: nothing
      expect(await renewDueSubscriptions(getContainer(), new Date(atMonth(subscription, 1).getTime() - 60_000))).toMatchObject({
        due: 0,
        renewed: [],
      })

      // a month on: one order, paid, with the lines at the subscription price, linked, mailed
      const monthOne = new Date(atMonth(subscription, 1).getTime() + 60_000)
      const first = await renewDueSubscriptions(getContainer(), monthOne)
      expect(first).toMatchObject({ due: 1, failed: [] })
      expect(first.renewed).toHaveLength(1)
      const { data: renewal } = await api.get(
        `/admin/orders/${first.renewed[0]}?fields=id,total,email,metadata,payment_status,*items,*shipping_address,*shipping_methods`,
        shop.admin,
      )
      expect(renewal.order).toMatchObject({
        email: BUYER,
        metadata: { subscription_id: subscription.id, renewal: true },
        payment_status: "captured",
        shipping_address: expect.objectContaining({ address_1: "Coolsingel 40" }),
      })
      // the price Medusa computed for the first order, 17% off included (the automatic promotion is not applied twice)
      expect(renewal.order.items).toEqual([
        expect.objectContaining({ variant_id: variant, quantity: 2, total: expect.closeTo(bought.total, 4) }),
      ])
      // its stock is reserved, so the seller can fulfil it like any order
      const fulfilled = await api.post(
        `/admin/orders/${renewal.order.id}/fulfillments`,
        { items: renewal.order.items.map((item: { id: string; quantity: number }) => ({ id: item.id, quantity: item.quantity })) },
        shop.admin,
      )
      expect([fulfilled.status, fulfilled.data.message]).toEqual([200, undefined])
      const [renewalMail] = await confirmations(renewal.order.id)
      expect(renewalMail.data).toMatchObject({
        subscription: { renewal: true, manage_url: expect.stringContaining("/subscription?token=") },
      })

      // the same month again, and two runs at once: no second order
      const again = await Promise.all([renewDueSubscriptions(getContainer(), monthOne), renewDueSubscriptions(getContainer(), monthOne)])
      expect(again.flatMap((run) => run.renewed)).toEqual([])
      expect(await renewalOrders(subscription.id)).toHaveLength(1)

      // months two and three: one order each; the next renewal a month on each time
      for (const month of [2, 3]) {
        const run = await renewDueSubscriptions(getContainer(), new Date(atMonth(subscription, month).getTime() + 60_000))
        expect(run.renewed).toHaveLength(1)
        const [stored] = await subscriptionModule().listSubscriptions({ id: subscription.id })
        expect(new Date(stored.next_renewal_at!).toISOString()).toBe(atMonth(subscription, month + 1).toISOString())
      }
      const renewals = await renewalOrders(subscription.id)
      expect(renewals).toHaveLength(3)
      const { data: linked } = await api.get(`/admin/orders?fields=id&limit=50`, shop.admin)
      expect(linked.orders.length).toBeGreaterThanOrEqual(4)
      // the order list's "Renewal orders" box: the renewals, newest first, never the first purchase
      const { data: listed } = await api.get("/admin/renewal-orders?limit=2", shop.admin)
      expect(listed).toMatchObject({ count: 3, limit: 2, offset: 0 })
      expect(listed.renewal_orders.map((row: { id: string }) => row.id)).toEqual([renewals[2].id, renewals[1].id])
      expect(listed.renewal_orders[0]).toMatchObject({ subscription_id: subscription.id, email: BUYER, display_id: expect.any(Number) })
    })

    it("a sold-out product on renewal: the order is still made and paid, the shortfall is on it", async () => {
      const order = await placeOrder([[BOX, 1]])
      const subscription = await subscriptionOf(order.id)
      await cancelOthers(subscription.id)
      const variant = await firstVariantOf(api, BOX, store)
      const restock = await sellOut(getContainer(), dbConnection, variant)
      try {
        const run = await renewDueSubscriptions(getContainer(), new Date(atMonth(subscription, 1).getTime() + 60_000))
        expect(run).toMatchObject({ due: 1, failed: [] })
        const { data } = await api.get(`/admin/orders/${run.renewed[0]}?fields=id,metadata,payment_status`, shop.admin)
        expect(data.order).toMatchObject({
          payment_status: "captured",
          metadata: { renewal: true, shortfall: [expect.objectContaining({ variant_id: variant, quantity: 1, available: 0 })] },
        })
      } finally {
        await restock()
      }
    })
    const manage = (token: string) => api.get(`/store/subscriptions/manage?token=${encodeURIComponent(token)}`, store())
    const act = (token: string, action: string) => api.post("/store/subscriptions/manage", { token, action }, store())

    it("the management link: see, skip a month, pause, resume, cancel (acknowledged by e-mail); then no order", async () => {
      const order = await placeOrder([[SUBSCRIPTION, 1]])
      const subscription = await subscriptionOf(order.id)
      await cancelOthers(subscription.id)
      const token = linkToken("subscription-management", { subscription_id: subscription.id })
      const month = (months: number) => atMonth(subscription, months).toISOString()

      const seen = await manage(token)
      expect(seen.status).toBe(200)
      expect(seen.data.subscription).toEqual({
        id: subscription.id,
        status: "active",
        next_renewal_at: month(1),
        interval: "month",
        currency_code: "eur",
        lines: [
          {
            title: expect.stringContaining("Shilajit Monthly Subscription"),
            quantity: 1,
            unit_price: expect.any(Number),
            original_unit_price: expect.any(Number),
          },
        ],
        delivery_total: expect.any(Number),
        price: expect.objectContaining({ total: seen.data.subscription.delivery_total }),
        email: "s***@example.com",
      })
      const line = seen.data.subscription.lines[0]
      expect(line.unit_price).toBe(Math.round(order.items[0].total * 100) / 100)

      const skipped = await act(token, "skip")
      expect([skipped.status, skipped.data.subscription?.next_renewal_at]).toEqual([200, month(2)])
      const paused = await act(token, "pause")
      expect(paused.data.subscription).toMatchObject({ status: "paused", next_renewal_at: null })
      const pausedTwice = await act(token, "pause")
      expect([pausedTwice.status, pausedTwice.data.message]).toEqual([409, "This subscription is already paused."])
      // paused: the months go by without an order
      expect((await renewDueSubscriptions(getContainer(), new Date(atMonth(subscription, 3).getTime() + 60_000))).renewed).toEqual([])

      // the skipped delivery stays skipped: resumed on the delivery after it
      const resumed = await act(token, "resume")
      expect(resumed.data.subscription).toMatchObject({ status: "active", next_renewal_at: month(2) })
      const resumedTwice = await act(token, "resume")
      expect([resumedTwice.status, resumedTwice.data.message]).toEqual([409, "This subscription is already active."])

      const cancelled = await act(token, "cancel")
      expect(cancelled.data.subscription).toMatchObject({ status: "cancelled", next_renewal_at: null })
      const afterCancel = await act(token, "skip")
      expect([afterCancel.status, afterCancel.data.message]).toEqual([409, "This subscription is cancelled and can no longer be changed."])
      const notifications = await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ resource_id: subscription.id })
      // each change acknowledged by e-mail, the refused ones not
      expect(notifications.map((notification) => notification.template).sort()).toEqual([
        "subscription-cancelled",
        "subscription-changed",
        "subscription-changed",
        "subscription-changed",
      ])
      const changes = notifications.filter((notification) => notification.template === "subscription-changed")
      expect(changes.map((notification) => notification.data?.change).sort()).toEqual(["paused", "resumed", "skipped"])
      for (const notification of notifications) {
        expect(notification).toMatchObject({ to: BUYER, data: { manage_url: expect.stringContaining("/subscription?token=") } })
      }

      expect((await renewDueSubscriptions(getContainer(), new Date(atMonth(subscription, 2).getTime() + 60_000))).renewed).toEqual([])
      expect(await renewalOrders(subscription.id)).toEqual([])
    })

    it("forged, expired and unknown links get the one 404; bad input a 400; three failed renewals pause it and tell the seller", async () => {
      const order = await placeOrder([[SUBSCRIPTION, 1]])
      const subscription = await subscriptionOf(order.id)
      const good = linkToken("subscription-management", { subscription_id: subscription.id })
      // a link as mailed before the links were sealed (`<payload>.<signature>`) still opens
      const earlier = (id: string, secret = settings.TOKEN_SECRET) => {
        const payload = Buffer.from(JSON.stringify([id, Date.now()])).toString("base64url")
        return `${payload}.${sign(secret, "subscription-management", payload)}`
      }
      expect((await manage(earlier(subscription.id))).status).toBe(200)
      const [payload, signature] = earlier(subscription.id).split(".")
      const refused = [
        `${good.slice(0, -2)}xx`,
        `${payload}.${signature.slice(0, -2)}xx`,
        `${Buffer.from(JSON.stringify(["sub_someone_else", Date.now()])).toString("base64url")}.${signature}`,
        earlier(subscription.id, "another-secret-of-enough-length-0123456789"),
        linkToken(
          "subscription-management",
          { subscription_id: subscription.id },
          { issuedAt: new Date(Date.now() - 401 * 24 * 60 * 60 * 1000) },
        ),
        linkToken("subscription-management", { subscription_id: "sub_01UNKNOWN" }),
        linkToken("order-withdrawal", { order_id: order.id, email: BUYER }),
        "not-a-token",
      ]
      for (const token of refused) {
        const read = await manage(token)
        const changed = await act(token, "cancel")
        for (const answer of [read, changed])
          expect([answer.status, answer.data.message]).toEqual([404, LINK_REFUSALS["subscription-management"]])
      }
      nextClient()
      const missing = await api.get("/store/subscriptions/manage", store())
      expect(missing.status).toBe(400)
      const badAction = await act(good, "delete")
      expect([badAction.status, badAction.data.errors?.action]).toEqual([400, "Choose one of: skip, pause, resume, cancel"])
      const notAnObject = await api.post("/store/subscriptions/manage", [good], store())
      expect(notAnObject.status).toBe(400)
      const [unchanged] = await subscriptionModule().listSubscriptions({ id: subscription.id })
      expect(unchanged.status).toBe("active")

      // a renewal that cannot be made (here: no lines left) is tried again; the third failure in a
      // row pauses the subscription and tells the seller
      await cancelOthers(subscription.id)
      await subscriptionModule().updateSubscriptions({ id: subscription.id, delivery: { lines: [] } })
      const due = new Date(atMonth(subscription, 1).getTime() + 60_000)
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect(await renewDueSubscriptions(getContainer(), due)).toMatchObject({ due: 1, renewed: [], failed: [subscription.id] })
      }
      const [failed] = await subscriptionModule().listSubscriptions({ id: subscription.id })
      expect(failed).toMatchObject({ status: "paused", next_renewal_at: null, failed_attempts: 3 })
      expect(await renewDueSubscriptions(getContainer(), due)).toMatchObject({ due: 0 })
      const notices = await getContainer()
        .resolve(Modules.NOTIFICATION)
        .listNotifications({ resource_id: subscription.id, channel: "feed" })
      expect(notices).toEqual([
        expect.objectContaining({ data: expect.objectContaining({ title: "Subscription paused: renewal failed" }) }),
      ])
    })

    it("the seller: list, detail with the orders it made, cancel", async () => {
      const order = await placeOrder([[BOX, 1]], "seller-view@example.com")
      const subscription = await subscriptionOf(order.id)

      const { status, data } = await api.get("/admin/subscriptions?limit=2&offset=0", shop.admin)
      expect(status).toBe(200)
      expect(data).toMatchObject({ limit: 2, offset: 0, count: expect.any(Number) })
      expect(data.count).toBeGreaterThanOrEqual(data.subscriptions.length)
      // newest first
      expect(data.subscriptions[0]).toMatchObject({
        id: subscription.id,
        email: "seller-view@example.com",
        customer_name: "Jan Jansen",
        payment: "test",
      })

      // the order page's box on the first order finds the subscription it started
      const startedBy = await api.get(`/admin/subscriptions?origin_order_id=${order.id}&limit=1`, shop.admin)
      expect(startedBy.data.subscriptions.map((found: { id: string }) => found.id)).toEqual([subscription.id])
      expect((await api.get(`/admin/subscriptions?origin_order_id=order_none&limit=1`, shop.admin)).data.subscriptions).toEqual([])
      expect((await api.get(`/admin/subscriptions?origin_order_id=${"x".repeat(101)}`, shop.admin)).status).toBe(400)

      const detail = await api.get(`/admin/subscriptions/${subscription.id}`, shop.admin)
      expect(detail.data.subscription).toMatchObject({
        status: "active",
        failed_attempts: 0,
        lines: [expect.objectContaining({ quantity: 1 })],
        orders: [{ id: order.id, display_id: order.display_id, created_at: expect.any(String) }],
      })
      const cancelled = await api.post(`/admin/subscriptions/${subscription.id}/cancel`, {}, shop.admin)
      expect(cancelled.data.subscription).toMatchObject({ status: "cancelled", next_renewal_at: null })
      const twice = await api.post(`/admin/subscriptions/${subscription.id}/cancel`, {}, shop.admin)
      expect([twice.status, twice.data.message]).toEqual([409, "This subscription is already cancelled."])
      const unknown = await api.get("/admin/subscriptions/sub_01UNKNOWN", shop.admin)
      expect(unknown.status).toBe(404)
      const badPage = await api.get("/admin/subscriptions?limit=abc", shop.admin)
      expect(badPage.status).toBe(400)
      const anonymous = await api.get("/admin/subscriptions", { validateStatus: () => true })
      expect(anonymous.status).toBe(401)
      expect((await api.get("/admin/renewal-orders", { validateStatus: () => true })).status).toBe(401)
      expect((await api.get("/admin/renewal-orders?limit=abc", shop.admin)).status).toBe(400)
    })
    it("a subscription bought with a one-time item that made shipping free renews at its own price plus the shipping rule's price", async () => {
      const order = await placeOrder(
        [
          [SUBSCRIPTION, 1],
          [RESIN, 1],
        ],
        "free-first@example.com",
      )
      const first = await adminOrder(order.id)
      // the first order ships free: the resin brings it past the threshold
      expect(cents(first.shipping_total)).toBe(0)
      const subscription = await subscriptionOf(order.id)
      await cancelOthers(subscription.id)
      const variant = await firstVariantOf(api, SUBSCRIPTION, store)
      const line = first.items.find((item) => item.variant_id === variant)!
      const subscriptionPrice = (Number(line.original_total) * (100 - DISCOUNT_PERCENT)) / 100
      // the subscription line alone is under the threshold: it pays the shipping rule's price
      expect(cents(subscriptionPrice)).toBeLessThan(cents(STANDARD_SHIPPING.freeFromItemTotal))
      expect(Number(subscription.shipping_amount)).toBe(STANDARD_SHIPPING.price)
      const expectedPrice = {
        subtotal: cents(line.original_total) / 100,
        discounts: [
          { label: `Subscription discount (${DISCOUNT_PERCENT}%)`, amount: (cents(line.original_total) - cents(subscriptionPrice)) / 100 },
        ],
        shipping: { name: "Standard Shipping", amount: STANDARD_SHIPPING.price },
        total: (cents(subscriptionPrice) + cents(STANDARD_SHIPPING.price)) / 100,
      }
      // 54.95 - 9.34 + 6.99 = 52.60: the page, the confirmation e-mail and the renewal agree
      expect(expectedPrice.total).toBe(52.6)
      const seen = await manage(linkToken("subscription-management", { subscription_id: subscription.id }))
      expect(seen.data.subscription).toMatchObject({ delivery_total: expectedPrice.total, price: expectedPrice })
      const [firstMail] = await confirmations(order.id)
      expect(firstMail.data).toMatchObject({ subscription: { per_delivery: expectedPrice.total, price: expectedPrice } })

      const run = await renewDueSubscriptions(getContainer(), new Date(atMonth(subscription, 1).getTime() + 60_000))
      expect(run).toMatchObject({ due: 1, failed: [] })
      const renewal = await adminOrder(run.renewed[0])
      expect(renewal.items).toEqual([expect.objectContaining({ variant_id: variant, quantity: 1 })])
      expect(cents(renewal.items[0].total)).toBe(cents(subscriptionPrice))
      expect(renewal.shipping_methods.map((method) => Number(method.amount))).toEqual([STANDARD_SHIPPING.price])
      expect(cents(renewal.total)).toBe(cents(expectedPrice.total))
      const [renewalMail] = await confirmations(renewal.id)
      expect(renewalMail.data).toMatchObject({ total: expectedPrice.total, subscription: { renewal: true, price: expectedPrice } })
    })

    it("a one-time percentage code of the first order does not recur: renewals carry the subscription discount only", async () => {
      const code = `ONCE10-${Date.now()}`
      await createPromotionsWorkflow(getContainer()).run({
        input: {
          promotionsData: [
            {
              code,
              type: "standard",
              status: "active",
              application_method: { type: "percentage", target_type: "order", allocation: "across", value: 10, currency_code: "eur" },
            },
          ],
        },
      })
      const order = await placeOrderWithCode([[SUBSCRIPTION, 1]], code, "coded@example.com")
      const first = await adminOrder(order.id)
      const line = first.items[0]
      const subscriptionPrice = (Number(line.original_total) * (100 - DISCOUNT_PERCENT)) / 100
      // the code took more than the subscription discount off the first order
      expect(cents(line.total)).toBeLessThan(cents(subscriptionPrice))
      const subscription = await subscriptionOf(order.id)
      await cancelOthers(subscription.id)
      expect(subscription.delivery).toMatchObject({
        lines: [
          expect.objectContaining({
            unit_price: expect.closeTo(subscriptionPrice, 6),
            original_unit_price: expect.closeTo(Number(line.original_total), 6),
          }),
        ],
      })
      const seen = await manage(linkToken("subscription-management", { subscription_id: subscription.id }))
      expect(seen.data.subscription.price.discounts).toEqual([
        { label: `Subscription discount (${DISCOUNT_PERCENT}%)`, amount: (cents(line.original_total) - cents(subscriptionPrice)) / 100 },
      ])

      const run = await renewDueSubscriptions(getContainer(), new Date(atMonth(subscription, 1).getTime() + 60_000))
      const renewal = await adminOrder(run.renewed[0])
      expect(cents(renewal.items[0].total)).toBe(cents(subscriptionPrice))
      expect(cents(renewal.total)).toBe(cents(subscriptionPrice) + cents(STANDARD_SHIPPING.price))
    })

    it("a subscription stored with its first order's price (shipping 0, a one-time code inside) is repriced by the rule by the migration script, once", async () => {
      const order = await placeOrder(
        [
          [SUBSCRIPTION, 1],
          [RESIN, 1],
        ],
        "stored-before@example.com",
      )
      const subscription = await subscriptionOf(order.id)
      await cancelOthers(subscription.id)
      const [line] = (subscription.delivery as { lines: { unit_price: number; original_unit_price: number }[] }).lines
      const rulePrice = { unit_price: line.unit_price, shipping: STANDARD_SHIPPING.price }
      // as the shop stored it before: the first order's free shipping, a one-time 10% in the unit price, no price as bought
      const { original_unit_price: _dropped, ...oldLine } = { ...line, unit_price: line.unit_price * 0.9 }
      await subscriptionModule().updateSubscriptions({ id: subscription.id, shipping_amount: 0, delivery: { lines: [oldLine] } })

      await repriceStoredSubscriptions({ container: getContainer() })

      const [repriced] = await subscriptionModule().listSubscriptions({ id: subscription.id })
      expect(Number(repriced.shipping_amount)).toBe(rulePrice.shipping)
      expect(repriced.delivery).toMatchObject({
        lines: [
          expect.objectContaining({
            unit_price: expect.closeTo(rulePrice.unit_price, 6),
            original_unit_price: expect.closeTo(line.original_unit_price, 6),
          }),
        ],
      })
      // a second run changes nothing
      expect(await repriceSubscriptions(getContainer())).toMatchObject({ checked: 1, repriced: [], failed: [] })
      const [again] = await subscriptionModule().listSubscriptions({ id: subscription.id })
      expect(new Date(again.updated_at).getTime()).toBe(new Date(repriced.updated_at).getTime())

      const run = await renewDueSubscriptions(getContainer(), new Date(atMonth(subscription, 1).getTime() + 60_000))
      const renewal = await adminOrder(run.renewed[0])
      expect(cents(renewal.total)).toBe(cents(rulePrice.unit_price) + cents(STANDARD_SHIPPING.price))
    })

    it("skip, pause, resume: the skipped delivery stays skipped (the shop's clock moved with SUBSCRIPTIONS_NOW)", async () => {
      const order = await placeOrder([[SUBSCRIPTION, 1]], "skipper@example.com")
      const subscription = await subscriptionOf(order.id)
      await cancelOthers(subscription.id)
      const token = linkToken("subscription-management", { subscription_id: subscription.id })
      const month = (months: number) => atMonth(subscription, months).toISOString()
      const days = (date: Date, count: number) => new Date(date.getTime() + count * 24 * 60 * 60 * 1000).toISOString()
      try {
        // ten days before the next delivery: skip it, pause, then resume a few days later
        process.env.SUBSCRIPTIONS_NOW = days(atMonth(subscription, 1), -10)
        expect((await act(token, "skip")).data.subscription).toMatchObject({ status: "active", next_renewal_at: month(2) })
        expect((await act(token, "pause")).data.subscription).toMatchObject({ status: "paused", next_renewal_at: null })
        process.env.SUBSCRIPTIONS_NOW = days(atMonth(subscription, 1), -5)
        expect((await act(token, "resume")).data.subscription).toMatchObject({ status: "active", next_renewal_at: month(2) })
        expect((await manage(token)).data.subscription.next_renewal_at).toBe(month(2))

        // the skipped date passes without an order; the one after it renews
        process.env.SUBSCRIPTIONS_NOW = days(atMonth(subscription, 1), 1)
        expect(await renewDueSubscriptions(getContainer())).toMatchObject({ due: 0, renewed: [] })
        process.env.SUBSCRIPTIONS_NOW = days(atMonth(subscription, 2), 1)
        expect((await renewDueSubscriptions(getContainer())).renewed).toHaveLength(1)

        // paused over a skipped date and resumed after it: the next monthly date, nothing charged for the pause
        expect((await act(token, "skip")).data.subscription.next_renewal_at).toBe(month(4))
        expect((await act(token, "pause")).status).toBe(200)
        process.env.SUBSCRIPTIONS_NOW = days(atMonth(subscription, 4), 2)
        expect((await act(token, "resume")).data.subscription.next_renewal_at).toBe(month(5))
      } finally {
        delete process.env.SUBSCRIPTIONS_NOW
      }
      expect(await renewalOrders(subscription.id)).toHaveLength(1)
    })

    it("a paid order whose subscription did not start is started by the retry job, reported to the seller after the attempts run out, never twice", async () => {
      const order = await placeOrder([[SUBSCRIPTION, 1]], "unstarted@example.com")
      const started = await subscriptionOf(order.id)
      // its order.placed subscriber is done (it confirms the order after starting the subscription)
      expect(await confirmations(order.id)).toHaveLength(1)
      // the state after a start that never happened: the paid order without its subscription
      await getContainer()
        .resolve("link")
        .dismiss({ [SUBSCRIPTION_MODULE]: { subscription_id: started.id }, [Modules.ORDER]: { order_id: order.id } })
      await subscriptionModule().deleteSubscriptions(started.id)
      // and a state the start refuses: the order's shipping option is gone, so its deliveries cannot be priced
      const fulfillment = getContainer().resolve(Modules.FULFILLMENT)
      const { data: placed } = await api.get(`/admin/orders/${order.id}?fields=id,*shipping_methods`, shop.admin)
      const optionId = placed.order.shipping_methods[0].shipping_option_id as string
      await fulfillment.softDeleteShippingOptions([optionId])
      const notices = () => feedNoticesOf(getContainer(), order.id)
      const attempted = (run: { started: string[]; failed: string[] }) => [...run.started, ...run.failed]
      let now = new Date(Date.now() + 3 * 60 * 1000)
      try {
        for (let attempt = 1; attempt <= MAX_START_ATTEMPTS; attempt++) {
          const run = await retrySubscriptionStarts(getContainer(), now)
          expect(run.failed).toContain(order.id)
          const [record] = await subscriptionModule().listSubscriptionStarts({ order_id: order.id })
          expect(record).toMatchObject({ attempts: attempt, last_error: expect.stringContaining("cannot be priced") })
          // not due again before its next attempt
          expect(
            attempted(await retrySubscriptionStarts(getContainer(), new Date(new Date(record.next_attempt_at).getTime() - 1000))),
          ).not.toContain(order.id)
          expect(await notices()).toHaveLength(attempt < MAX_START_ATTEMPTS ? 0 : 1)
          now = new Date(new Date(record.next_attempt_at).getTime() + 1000)
        }
        const [notice] = await notices()
        expect(notice.data).toMatchObject({ title: "Subscription not started", description: expect.stringContaining(order.id) })
        expect(await subscriptionModule().listSubscriptions({ origin_order_id: order.id })).toEqual([])
      } finally {
        await fulfillment.restoreShippingOptions([optionId])
      }
      // the cause fixed: the next attempts (two at once) start it, once
      const runs = await Promise.all([retrySubscriptionStarts(getContainer(), now), retrySubscriptionStarts(getContainer(), now)])
      expect(runs.flatMap((run) => run.started)).toContain(order.id)
      const made = await subscriptionModule().listSubscriptions({ origin_order_id: order.id })
      expect(made).toHaveLength(1)
      expect(await subscriptionModule().listSubscriptionStarts({ order_id: order.id })).toEqual([])
      // the order's confirmation went out without the subscription: its terms and link come now, once
      const startedMails = await getContainer()
        .resolve(Modules.NOTIFICATION)
        .listNotifications({ resource_id: made[0].id, template: "subscription-started" })
      expect(startedMails).toEqual([
        expect.objectContaining({
          to: "unstarted@example.com",
          data: expect.objectContaining({
            display_id: order.display_id,
            subscription: expect.objectContaining({ renewal: false, manage_url: expect.stringContaining("/subscription?token=") }),
          }),
        }),
      ])
      expect(attempted(await retrySubscriptionStarts(getContainer(), new Date(now.getTime() + 60 * 60 * 1000)))).not.toContain(order.id)
      expect(await notices()).toHaveLength(1)
      expect(await subscriptionModule().listSubscriptions({ origin_order_id: order.id })).toHaveLength(1)
    })
    it("a product switched to a subscription after a one-time purchase: that order starts none and mails nothing; bought after the switch, it starts", async () => {
      const oneTime = await placeOrder([[MORINGA, 1]], "one-time@example.com")
      expect(await confirmations(oneTime.id)).toHaveLength(1)
      const { data: found } = await api.get(`/admin/products?handle=${MORINGA}&fields=id`, shop.admin)
      const productId = found.products[0].id as string
      const moringa = await firstVariantOf(api, MORINGA, store)
      const lineMetadata = async (orderId: string) => {
        const { data } = await api.get(`/admin/orders/${orderId}?fields=id,*items`, shop.admin)
        return (
          (data.order.items as { variant_id: string; metadata: Record<string, unknown> | null }[]).find(
            (item) => item.variant_id === moringa,
          )?.metadata ?? {}
        )
      }
      const startedMails = async (email: string) =>
        (await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ template: "subscription-started" })).filter(
          (mail) => mail.to === email,
        )
      expect((await api.post(`/admin/products/${productId}/subscription`, { subscription: true }, shop.admin)).status).toBe(200)
      try {
        // the retry job's view of the last two days, the order past its grace period
        const run = await retrySubscriptionStarts(getContainer(), new Date(Date.now() + 3 * 60 * 1000))
        expect([...run.started, ...run.failed]).not.toContain(oneTime.id)
        expect(await subscriptionModule().listSubscriptions({ origin_order_id: oneTime.id })).toEqual([])
        expect(await subscriptionModule().listSubscriptionStarts({ order_id: oneTime.id })).toEqual([])
        expect(await startedMails("one-time@example.com")).toEqual([])
        expect(await lineMetadata(oneTime.id)).not.toHaveProperty("subscription")

        // bought after the switch: the line is a subscription, and it starts as before
        const subscribed = await placeOrder([[MORINGA, 1]], "after-switch@example.com")
        expect(await lineMetadata(subscribed.id)).toMatchObject({ subscription: { interval: "month", interval_count: 1 } })
        const subscription = await subscriptionOf(subscribed.id)
        expect(subscription.delivery).toMatchObject({ lines: [expect.objectContaining({ variant_id: moringa, quantity: 1 })] })
      } finally {
        await api.post(`/admin/products/${productId}/subscription`, { subscription: false }, shop.admin)
      }
      // switched off again: the subscription bought stays, the one-time order still has none
      expect(await subscriptionModule().listSubscriptions({ origin_order_id: oneTime.id })).toEqual([])
    })

    it("the subscription mark of a line is the server's: a shopper's metadata cannot make or unmake one", async () => {
      const [resin, subscription] = await Promise.all([firstVariantOf(api, RESIN, store), firstVariantOf(api, SUBSCRIPTION, store)])
      const forged = { subscription: { interval: "month", interval_count: 1 }, gift: "yes" }
      const { data: created } = await api.post(
        "/store/carts",
        { region_id: shop.europeRegionId, items: [{ variant_id: resin, quantity: 1, metadata: forged }] },
        store(),
      )
      const cartId = created.cart.id as string
      expect(created.cart.items[0].metadata).toEqual({ gift: "yes" })
      const added = await api.post(
        `/store/carts/${cartId}/line-items`,
        { variant_id: subscription, quantity: 1, metadata: { subscription: false } },
        store(),
      )
      expect(added.status).toBe(200)
      const line = (added.data.cart.items as { id: string; variant_id: string; metadata: Record<string, unknown> }[]).find(
        (item) => item.variant_id === subscription,
      )!
      expect(line.metadata).toEqual({ subscription: { interval: "month", interval_count: 1 } })
      const changed = await api.post(`/store/carts/${cartId}/line-items/${line.id}`, { quantity: 2, metadata: {} }, store())
      expect(changed.status).toBe(200)
      expect(
        (changed.data.cart.items as { id: string; metadata: Record<string, unknown> }[]).find((item) => item.id === line.id)!.metadata,
      ).toEqual({
        subscription: { interval: "month", interval_count: 1 },
      })
    })
  },
})
