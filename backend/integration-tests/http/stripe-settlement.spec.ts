import { stripeStandIn } from "../stripe-mode"
import { SMTP_PORT } from "../forms-mode"
import { Modules } from "@medusajs/framework/utils"
import { createPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { ensureAdminUser } from "../../src/lib/seed/admin-user"
import { shopConfig } from "../../src/lib/shop-config"
import { STRIPE_CHECKOUT_PROVIDER_ID } from "../../src/lib/payment-providers"
import { RECONCILE_GRACE_SECONDS, reconcileStripePayments } from "../../src/workflows/checkout/reconcile-stripe-payments"
import { sendMissingOrderConfirmations } from "../../src/workflows/order/send-missing-order-confirmations"
import { waitFor } from "../chat-stand-in"
import { SmtpStandIn } from "../smtp-stand-in"
import type { StandInSession } from "../stripe-stand-in"
import { leaveHalfMadeOrder, seededShopWith, shopIntegrationTestRunner } from "../test-shop"

jest.setTimeout(240 * 1000)

const RESIN = "pure-himalayan-shilajit-resin"
const STICKS = "shilajit-travel-sticks"
const SELLER = shopConfig.business.email

/** Every paid Checkout Session ends as exactly one order or one refund, told to shopper and seller. */
shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    const stripe = stripeStandIn()
    const smtp = new SmtpStandIn(SMTP_PORT)
    const shop = seededShopWith(getContainer, stripe, smtp)
    let shopper = 0
    const store = () => ({ headers: { "x-publishable-api-key": shop.publishableKey }, validateStatus: () => true })

    async function variantId(handle: string, title: string) {
      const { data } = await api.get(`/store/products?handle=${handle}&fields=*variants`, store())
      return data.products[0].variants.find((v: any) => v.title === title).id as string
    }

    /** A cart ready for payment, for a shopper of its own (so the mails can be told apart). */
    async function readyCart({
      handle = RESIN,
      size = "30 g",
      quantity = 1,
      code,
    }: { handle?: string; size?: string; quantity?: number; code?: string } = {}) {
      shopper += 1
      const email = `shopper${shopper}@example.com`
      const { data: created } = await api.post(
        "/store/carts",
        {
          region_id: shop.europeRegionId,
          email,
          shipping_address: {
            first_name: "Anna",
            last_name: "de Vries",
            address_1: "Coolsingel 40",
            postal_code: "3011 AD",
            city: "Rotterdam",
            country_code: "nl",
          },
          items: [{ variant_id: await variantId(handle, size), quantity }],
        },
        store(),
      )
      const cartId = created.cart.id as string
      if (code) expect((await api.post(`/store/carts/${cartId}/promotions`, { promo_codes: [code] }, store())).status).toBe(200)
      const { data: options } = await api.get(`/store/shipping-options?cart_id=${cartId}`, store())
      const { data } = await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: options.shipping_options[0].id }, store())
      return { id: cartId, email, total: data.cart.total as number, lineId: data.cart.items[0].id as string }
    }

    async function startStripeCheckout(cartId: string): Promise<StandInSession> {
      const { status } = await api.post(`/store/carts/${cartId}/checkout`, { provider_id: STRIPE_CHECKOUT_PROVIDER_ID }, store())
      expect(status).toBe(200)
      return stripe.lastSession()
    }

    function deliver(event: { payload: string; signature: string }, path = "/hooks/stripe") {
      return api.post(path, event.payload, {
        headers: { "content-type": "application/json", "stripe-signature": event.signature },
        transformRequest: [(body: unknown) => body],
        validateStatus: () => true,
      })
    }
    const paidEvent = (session: StandInSession) => stripe.signedEvent("checkout.session.completed", session)

    async function ordersOf(cartId: string) {
      const { rows } = await dbConnection.raw(`SELECT order_id FROM order_cart WHERE cart_id = ? AND deleted_at IS NULL`, [cartId])
      return rows.map((row: { order_id: string }) => row.order_id) as string[]
    }
    async function recordedRefunds(sessionId: string) {
      const { rows } = await dbConnection.raw(`SELECT * FROM checkout_refund WHERE id = ?`, [sessionId])
      return rows as { id: string; amount: number; reason: string }[]
    }
    async function orderPaymentSession(orderId: string) {
      const { rows } = await dbConnection.raw(
        `SELECT p.data->>'id' AS checkout_session_id FROM payment p
         JOIN order_payment_collection opc ON opc.payment_collection_id = p.payment_collection_id
         WHERE opc.order_id = ? AND p.deleted_at IS NULL`,
        [orderId],
      )
      return rows.map((row: { checkout_session_id: string }) => row.checkout_session_id) as string[]
    }
    const mailsTo = (address: string, text: RegExp) => smtp.mails.filter((mail) => mail.to.includes(address) && text.test(mail.text))
    const REFUNDED = /We have refunded the full amount/
    const SELLER_NOTICE = /could not become an order; it was refunded in full/

    /** The shopper was told, and so was the seller: by e-mail and in the admin's notifications. */
    async function expectRefundNotices(cart: { email: string }, session: StandInSession, reason: RegExp) {
      const toShopper = await waitFor(() => mailsTo(cart.email, REFUNDED)[0])
      expect(toShopper.text).toMatch(reason)
      expect(mailsTo(cart.email, REFUNDED)).toHaveLength(1)
      const toSeller = await waitFor(() => mailsTo(SELLER, SELLER_NOTICE).find((mail) => mail.text.includes(session.id)))
      expect(toSeller.text).toContain(cart.email)
      const { rows } = await dbConnection.raw(`SELECT data FROM notification WHERE channel = 'feed' AND idempotency_key = ?`, [
        `payment-refunded-feed:${session.id}`,
      ])
      expect(rows).toHaveLength(1)
      expect(rows[0].data.description).toContain(cart.email)
    }

    it("pay twice for one cart: one order and one refund", async () => {
      const cart = await readyCart()
      const first = await startStripeCheckout(cart.id)
      stripe.pay(first.id)
      // the shopper goes back and pays again before the first payment's webhook arrives
      const second = await startStripeCheckout(cart.id)
      stripe.pay(second.id)

      const secondDelivery = await deliver(paidEvent(second))
      expect(secondDelivery.status).toBe(200)
      const firstDelivery = await deliver(paidEvent(first))
      expect(firstDelivery.status).toBe(200)
      expect(firstDelivery.data).toMatchObject({ order_id: null, refunded: true })

      const orders = await ordersOf(cart.id)
      expect(orders).toHaveLength(1)
      expect(secondDelivery.data.order_id).toBe(orders[0])
      expect(await orderPaymentSession(orders[0])).toEqual([second.id])
      expect(stripe.refundsOf(second.payment_intent)).toEqual([])
      expect(stripe.refundsOf(first.payment_intent)).toEqual([expect.objectContaining({ amount: first.amount_total })])
      expect(stripe.requests.filter((r) => r.path === "/v1/refunds").map((r) => r.idempotencyKey)).toContain(`refund-${first.id}`)
      expect(await recordedRefunds(first.id)).toEqual([expect.objectContaining({ amount: first.amount_total })])
      await expectRefundNotices(cart, first, /already been ordered with another payment/)

      // Stripe's retry of the refunded session's event, a new event about it: nothing more
      expect((await deliver(paidEvent(first))).status).toBe(200)
      expect(stripe.refundsOf(first.payment_intent)).toHaveLength(1)
      expect(await ordersOf(cart.id)).toEqual(orders)
    })

    it("one event delivered five times at once and again later (Stripe's retries): every delivery answered 200, one order, one refund", async () => {
      const cart = await readyCart()
      const first = await startStripeCheckout(cart.id)
      stripe.pay(first.id)
      const second = await startStripeCheckout(cart.id)
      stripe.pay(second.id)
      const ordered = paidEvent(second)
      const refunded = paidEvent(first)

      // both payments' events, each five times at the same moment: the one order and, with its idempotency key, the one refund
      const deliveries = await Promise.all([
        ...Array.from({ length: 5 }, () => deliver(ordered)),
        ...Array.from({ length: 5 }, () => deliver(refunded)),
      ])
      expect(deliveries.map((delivery) => [delivery.status, delivery.data.message])).toEqual(deliveries.map(() => [200, undefined]))
      const firstTimes = (event: { payload: string }) =>
        deliveries.filter((delivery, index) => (index < 5 ? ordered : refunded) === event && delivery.data.duplicate === false)
      expect([firstTimes(ordered).length, firstTimes(refunded).length]).toEqual([1, 1])
      const later = [await deliver(ordered), await deliver(refunded)]
      expect(later.map((delivery) => [delivery.status, delivery.data.duplicate])).toEqual([
        [200, true],
        [200, true],
      ])

      // whichever payment was settled first is the order, the other is refunded once
      const orders = await ordersOf(cart.id)
      expect(orders).toHaveLength(1)
      const paying = await orderPaymentSession(orders[0])
      expect(paying).toHaveLength(1)
      const [kept, given] = paying[0] === first.id ? [first, second] : [second, first]
      expect(paying).toEqual([kept.id])
      expect(stripe.refundsOf(kept.payment_intent)).toEqual([])
      expect(stripe.refundsOf(given.payment_intent)).toEqual([expect.objectContaining({ amount: given.amount_total })])
      expect(await recordedRefunds(given.id)).toHaveLength(1)
    })

    it("a completion left half-made before the payment's webhook is undone, and the paid session becomes the one order", async () => {
      const cart = await readyCart()
      const session = await startStripeCheckout(cart.id)
      stripe.pay(session.id)
      const halfMade = await leaveHalfMadeOrder(getContainer(), cart.id)

      const delivery = await deliver(paidEvent(session))

      expect(delivery.status).toBe(200)
      expect(delivery.data).toMatchObject({ refunded: false })
      const orders = await ordersOf(cart.id)
      expect(orders).toEqual([delivery.data.order_id])
      expect(orders).not.toContain(halfMade.orderId)
      expect(await orderPaymentSession(orders[0])).toEqual([session.id])
      expect(stripe.refundsOf(session.payment_intent)).toEqual([])
    })

    it("a paid session whose payment session was replaced still becomes the order, and the newer page expires", async () => {
      const cart = await readyCart()
      const first = await startStripeCheckout(cart.id)
      stripe.pay(first.id)
      const second = await startStripeCheckout(cart.id)
      expect(second.status).toBe("open")

      const delivery = await deliver(paidEvent(first))
      expect(delivery.status).toBe(200)
      const orders = await ordersOf(cart.id)
      expect(orders).toHaveLength(1)
      expect(delivery.data.order_id).toBe(orders[0])
      expect(await orderPaymentSession(orders[0])).toEqual([first.id])
      expect(stripe.sessions.get(second.id)?.status).toBe("expired")
      expect(stripe.refunds.filter((r) => [first.payment_intent, second.payment_intent].includes(r.payment_intent))).toEqual([])
      // the shopper's return shows the order
      const { data } = await api.post(`/store/carts/${cart.id}/complete`, {}, store())
      expect(data.order?.id).toBe(orders[0])
    })

    it("pay, then edit the cart: the payment no longer matches and is refunded; the cart can be paid again", async () => {
      const cart = await readyCart()
      const session = await startStripeCheckout(cart.id)
      stripe.pay(session.id)
      const edited = await api.post(`/store/carts/${cart.id}/line-items/${cart.lineId}`, { quantity: 2 }, store())
      expect(edited.status).toBe(200)

      const delivery = await deliver(paidEvent(session))
      expect(delivery.status).toBe(200)
      expect(delivery.data).toMatchObject({ order_id: null, refunded: true })
      expect(await ordersOf(cart.id)).toEqual([])
      expect(stripe.refundsOf(session.payment_intent)).toEqual([expect.objectContaining({ amount: session.amount_total })])
      await expectRefundNotices(cart, session, /changed after you paid/)

      const again = await startStripeCheckout(cart.id)
      stripe.pay(again.id)
      expect((await deliver(paidEvent(again))).status).toBe(200)
      expect(await ordersOf(cart.id)).toHaveLength(1)
    })

    it("a single-use code used by another cart meanwhile: refund, shopper e-mail, seller notice", async () => {
      await createPromotionsWorkflow(getContainer()).run({
        input: {
          promotionsData: [
            {
              code: "ONCE10",
              type: "standard",
              status: "active",
              limit: 1,
              application_method: { type: "percentage", target_type: "order", allocation: "across", value: 10, currency_code: "eur" },
            },
          ],
        },
      })
      const late = await readyCart({ code: "ONCE10" })
      const lateSession = await startStripeCheckout(late.id)
      stripe.pay(lateSession.id)
      const early = await readyCart({ code: "ONCE10" })
      const earlySession = await startStripeCheckout(early.id)
      stripe.pay(earlySession.id)
      expect((await deliver(paidEvent(earlySession))).status).toBe(200)
      expect(await ordersOf(early.id)).toHaveLength(1)

      const delivery = await deliver(paidEvent(lateSession))
      expect(delivery.status).toBe(200)
      expect(delivery.data).toMatchObject({ order_id: null, refunded: true })
      expect(await ordersOf(late.id)).toEqual([])
      expect(stripe.refundsOf(lateSession.payment_intent)).toEqual([expect.objectContaining({ amount: lateSession.amount_total })])
      await expectRefundNotices(late, lateSession, /discount code in your cart had already been used/)
      // the shopper's return does not place an order with the refunded payment
      const { data } = await api.post(`/store/carts/${late.id}/complete`, {}, store())
      expect(data.type).not.toBe("order")
      expect(await ordersOf(late.id)).toEqual([])
    })

    it("an item sold out after payment: refund, shopper e-mail, seller notice", async () => {
      const cart = await readyCart({ handle: STICKS, size: "30 sticks" })
      const session = await startStripeCheckout(cart.id)
      stripe.pay(session.id)
      const variant = await variantId(STICKS, "30 sticks")
      const { rows } = await dbConnection.raw(`SELECT inventory_item_id FROM product_variant_inventory_item WHERE variant_id = ?`, [
        variant,
      ])
      const inventory = getContainer().resolve(Modules.INVENTORY)
      const levels = await inventory.listInventoryLevels({ inventory_item_id: rows[0].inventory_item_id })
      // the seller sets the stock to 0 (the last unit sold elsewhere)
      const setStock = (quantity: number) =>
        inventory.updateInventoryLevels(
          levels.map((level) => ({
            inventory_item_id: level.inventory_item_id,
            location_id: level.location_id,
            stocked_quantity: quantity,
          })),
        )
      await setStock(0)
      try {
        const delivery = await deliver(paidEvent(session))
        expect(delivery.status).toBe(200)
        expect(delivery.data).toMatchObject({ order_id: null, refunded: true })
      } finally {
        await setStock(100)
      }
      expect(await ordersOf(cart.id)).toEqual([])
      expect(stripe.refundsOf(session.payment_intent)).toHaveLength(1)
      await expectRefundNotices(cart, session, /sold out/)
    })

    it("the effect fails once after the event arrived: Stripe's retry makes the order, then a replay is acknowledged", async () => {
      const cart = await readyCart()
      const session = await startStripeCheckout(cart.id)
      stripe.pay(session.id)
      // Stripe is out of reach while the cart's payment is authorised (the second read of the session)
      let reads = 0
      stripe.failNext((request) => request.method === "GET" && request.path.endsWith(session.id) && ++reads === 2)
      const event = paidEvent(session)
      const failed = await deliver(event)
      // any answer but 2xx makes Stripe deliver the event again
      expect(failed.status).toBeGreaterThanOrEqual(400)
      expect(failed.status).not.toBe(409)
      expect(reads).toBe(2)
      expect(await ordersOf(cart.id)).toEqual([])

      const retry = await deliver(event)
      expect(retry.status).toBe(200)
      const orders = await ordersOf(cart.id)
      expect(orders).toHaveLength(1)
      expect(retry.data.order_id).toBe(orders[0])
      const replay = await deliver(event)
      expect([replay.status, replay.data.duplicate]).toEqual([200, true])
      expect(await ordersOf(cart.id)).toEqual(orders)
      expect(stripe.refundsOf(session.payment_intent)).toEqual([])
    })

    it("reconciliation settles paid sessions whose webhook never came, and a second run changes nothing", async () => {
      const unordered = await readyCart()
      const unorderedSession = await startStripeCheckout(unordered.id)
      stripe.pay(unorderedSession.id)
      const twice = await readyCart()
      const extra = await startStripeCheckout(twice.id)
      stripe.pay(extra.id)
      const kept = await startStripeCheckout(twice.id)
      stripe.pay(kept.id)
      expect((await deliver(paidEvent(kept))).status).toBe(200)
      expect(await ordersOf(unordered.id)).toEqual([])
      // the scheduled job leaves sessions of the last minutes to their webhook
      await reconcileStripePayments(getContainer(), { minAgeSeconds: RECONCILE_GRACE_SECONDS })
      expect(await ordersOf(unordered.id)).toEqual([])
      expect(stripe.refundsOf(extra.payment_intent)).toEqual([])

      const first = await reconcileStripePayments(getContainer())
      expect(first.failed).toBe(0)
      const orders = await ordersOf(unordered.id)
      expect(orders).toHaveLength(1)
      expect(await orderPaymentSession(orders[0])).toEqual([unorderedSession.id])
      expect(await ordersOf(twice.id)).toHaveLength(1)
      expect(stripe.refundsOf(extra.payment_intent)).toHaveLength(1)
      expect(stripe.refundsOf(kept.payment_intent)).toEqual([])
      await expectRefundNotices(twice, extra, /already been ordered with another payment/)
      // the two orders' confirmations: sent by the order.placed subscriber, or else by the sweep of
      // orders without one (the mail job, as it runs once their grace period is over)
      await sendMissingOrderConfirmations(getContainer(), Date.now() + 3 * 60 * 1000)
      for (const cart of [unordered, twice]) await waitFor(() => mailsTo(cart.email, /Thank you for your order!/)[0])
      // and the shop's notices of the two new orders (their own order.placed subscriber)
      for (const orderId of [...orders, ...(await ordersOf(twice.id))])
        await waitFor(() => mailsTo("info@example.com", new RegExp(`/app/orders/${orderId}`))[0])
      const mailsBefore = smtp.mails.length
      const refundsBefore = stripe.refunds.length

      const second = await reconcileStripePayments(getContainer())
      expect(second).toEqual(first)
      expect(await ordersOf(unordered.id)).toEqual(orders)
      expect(await ordersOf(twice.id)).toHaveLength(1)
      expect(stripe.refunds).toHaveLength(refundsBefore)
      expect(await recordedRefunds(extra.id)).toHaveLength(1)
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(smtp.mails).toHaveLength(mailsBefore)

      // the seller's list of refunded payments
      await ensureAdminUser(getContainer(), "seller@example.com", "seller-password")
      const { data: login } = await api.post("/auth/user/emailpass", { email: "seller@example.com", password: "seller-password" })
      const admin = { headers: { authorization: `Bearer ${login.token}` }, validateStatus: () => true }
      const { status, data } = await api.get("/admin/checkout-refunds", admin)
      expect(status).toBe(200)
      const listed = data.checkout_refunds.find((refund: { id: string }) => refund.id === extra.id)
      expect(listed).toMatchObject({ email: twice.email, amount: extra.amount_total, cart_id: twice.id })
      expect(listed.reason).toMatch(/already been ordered with another payment/)
      expect(data.count).toBe((await dbConnection.raw(`SELECT count(*)::int AS count FROM checkout_refund`)).rows[0].count)
      expect((await api.get("/admin/checkout-refunds", { validateStatus: () => true })).status).toBe(401)
    })

    it("Medusa's generic payment webhook route places no order for Stripe Checkout", async () => {
      const cart = await readyCart()
      const session = await startStripeCheckout(cart.id)
      stripe.pay(session.id)
      const generic = await deliver(paidEvent(session), "/hooks/payment/stripe-checkout_stripe-checkout")
      expect(generic.status).toBeLessThan(500)
      await new Promise((resolve) => setTimeout(resolve, 2000))
      expect(await ordersOf(cart.id)).toEqual([])
      // the shop's own route places it
      expect((await deliver(paidEvent(session))).status).toBe(200)
      expect(await ordersOf(cart.id)).toHaveLength(1)
    })
  },
})
