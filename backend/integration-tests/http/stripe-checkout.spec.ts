import { stripeStandIn } from "../stripe-mode"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { STRIPE_CHECKOUT_PROVIDER_ID, TEST_PAYMENT_PROVIDER_ID } from "../../src/lib/payment-providers"
import { PAYMENT_METHOD_TYPES } from "../../src/modules/stripe-checkout/session-params"
import type { StandInSession } from "../stripe-stand-in"
import { seededShopWith, shopIntegrationTestRunner } from "../test-shop"

jest.setTimeout(240 * 1000)

const RESIN = "pure-himalayan-shilajit-resin"
const cents = (euros: number) => Math.round(euros * 100)

shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    const stripe = stripeStandIn()
    const shop = seededShopWith(getContainer, stripe)
    const store = () => ({ headers: { "x-publishable-api-key": shop.publishableKey }, validateStatus: () => true })

    it("publishes the Stripe payment mode and the payment methods Checkout offers, for the storefront's badges", async () => {
      const { data } = await api.get("/storefront-config")
      expect(data).toMatchObject({ payment_mode: "stripe", payment_methods: PAYMENT_METHOD_TYPES })
      expect(data.payment_methods).toContain("ideal")
    })

    async function variantId(handle: string, title: string) {
      const { data } = await api.get(`/store/products?handle=${handle}&fields=*variants`, store())
      return data.products[0].variants.find((v: any) => v.title === title).id as string
    }

    /** A cart ready for payment, as the details step leaves it. */
    async function readyCart(items: { handle: string; size: string; quantity: number }[], promoCode?: string) {
      const lines = await Promise.all(
        items.map(async (item) => ({ variant_id: await variantId(item.handle, item.size), quantity: item.quantity })),
      )
      const { data: created } = await api.post(
        "/store/carts",
        {
          region_id: shop.europeRegionId,
          email: "buyer@example.com",
          shipping_address: {
            first_name: "Anna",
            last_name: "de Vries",
            address_1: "Coolsingel 40",
            postal_code: "3011 AD",
            city: "Rotterdam",
            country_code: "nl",
          },
          items: lines,
        },
        store(),
      )
      const cartId = created.cart.id as string
      if (promoCode) {
        const { status } = await api.post(`/store/carts/${cartId}/promotions`, { promo_codes: [promoCode] }, store())
        expect(status).toBe(200)
      }
      const { data: options } = await api.get(`/store/shipping-options?cart_id=${cartId}`, store())
      const { data } = await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: options.shipping_options[0].id }, store())
      return data.cart as { id: string; total: number; discount_total: number; item_total: number; shipping_total: number; items: any[] }
    }

    async function startStripeCheckout(cartId: string): Promise<StandInSession> {
      const { status, data } = await api.post(`/store/carts/${cartId}/checkout`, { provider_id: STRIPE_CHECKOUT_PROVIDER_ID }, store())
      expect({ status, data }).toMatchObject({ status: 200 })
      const session = stripe.lastSession()
      expect(data.payment_session.redirect_url).toBe(session.url)
      return session
    }

    function deliver(event: { payload: string; signature?: string }) {
      return api.post("/hooks/stripe", event.payload, {
        headers: { "content-type": "application/json", ...(event.signature ? { "stripe-signature": event.signature } : {}) },
        transformRequest: [(body: unknown) => body],
        validateStatus: () => true,
      })
    }

    const completeReturn = (cartId: string) => api.post(`/store/carts/${cartId}/complete`, {}, store())

    async function ordersOf(cartId: string) {
      const { rows } = await dbConnection.raw(`SELECT order_id FROM order_cart WHERE cart_id = ? AND deleted_at IS NULL`, [cartId])
      return rows.map((row: { order_id: string }) => row.order_id) as string[]
    }

    async function expectUsableCart(cartId: string) {
      const { data } = await api.get(`/store/carts/${cartId}`, store())
      expect(data.cart.completed_at).toBeNull()
      expect(await ordersOf(cartId)).toEqual([])
      // the shopper can try again: a new session, paid, makes the order
      const retry = await startStripeCheckout(cartId)
      stripe.pay(retry.id)
      const { data: completed } = await completeReturn(cartId)
      expect(completed.type).toBe("order")
      expect(await ordersOf(cartId)).toHaveLength(1)
    }

    describe("the Checkout Session", () => {
      it("returns the shopper of a German cart to the storefront's German pages", async () => {
        const cart = await readyCart([{ handle: RESIN, size: "30 g", quantity: 1 }])
        const { status } = await api.post(`/store/carts/${cart.id}`, { locale: "de" }, store())
        expect(status).toBe(200)
        expect(await startStripeCheckout(cart.id)).toMatchObject({
          success_url: "http://shop.test/de/checkout/success?session_id={CHECKOUT_SESSION_ID}",
          cancel_url: "http://shop.test/de/checkout/cancel",
        })
      })

      it("charges Medusa's totals below EUR 50: the item and EUR 6.99 Standard Shipping", async () => {
        const cart = await readyCart([{ handle: RESIN, size: "30 g", quantity: 1 }])
        expect(cart.shipping_total).toBe(6.99)
        const session = await startStripeCheckout(cart.id)
        expect(session.amount_total).toBe(cents(cart.total))
        expect(session.line_items).toEqual([
          expect.objectContaining({ unit_amount: cents(cart.items[0].unit_price), quantity: 1, currency: "eur" }),
        ])
        expect(session.line_items[0].name).toContain("Shilajit")
        expect(session.line_items[0].images[0]).toMatch(/^https?:\/\//)
        expect(session.shipping_options).toEqual([
          expect.objectContaining({ display_name: "Standard Shipping", amount: 699, currency: "eur" }),
        ])
        expect(session).toMatchObject({
          mode: "payment",
          currency: "eur",
          customer_email: "buyer@example.com",
          success_url: "http://shop.test/checkout/success?session_id={CHECKOUT_SESSION_ID}",
          cancel_url: "http://shop.test/checkout/cancel",
          payment_method_types: ["card", "ideal", "link", "klarna", "eps"],
        })
        expect(session.metadata.cart_id).toBe(cart.id)
        expect(JSON.parse(session.metadata.order_items)).toEqual([
          expect.objectContaining({ id: RESIN, quantity: 1, price: cart.items[0].unit_price, isSubscription: false }),
        ])
        const create = stripe.requests.find((request) => request.path === "/v1/checkout/sessions")
        expect(create?.idempotencyKey).toMatch(/^payses_/)
      })

      it("charges Medusa's totals at EUR 50 and above: Free Shipping", async () => {
        const cart = await readyCart([{ handle: RESIN, size: "30 g", quantity: 2 }])
        expect(cart.shipping_total).toBe(0)
        const session = await startStripeCheckout(cart.id)
        expect(session.amount_total).toBe(cents(cart.total))
        expect(session.line_items).toEqual([expect.objectContaining({ unit_amount: cents(cart.items[0].unit_price), quantity: 2 })])
        expect(session.shipping_options).toEqual([expect.objectContaining({ display_name: "Free Shipping", amount: 0 })])
      })

      it("charges Medusa's discounted totals with a promotion code", async () => {
        await createPromotionsWorkflow(getContainer()).run({
          input: {
            promotionsData: [
              {
                code: "TEST17",
                type: "standard",
                status: "active",
                application_method: { type: "percentage", target_type: "order", allocation: "across", value: 17, currency_code: "eur" },
              },
            ],
          },
        })
        for (const quantity of [1, 3]) {
          const cart = await readyCart([{ handle: RESIN, size: "30 g", quantity }], "TEST17")
          expect(cart.discount_total).toBeGreaterThan(0)
          const session = await startStripeCheckout(cart.id)
          expect(session.amount_total).toBe(cents(cart.total))
        }
      })

      it("is only started by the server from the cart: the browser cannot hand the provider data", async () => {
        const cart = await readyCart([{ handle: RESIN, size: "30 g", quantity: 1 }])
        const { data: collection } = await api.post("/store/payment-collections", { cart_id: cart.id }, store())
        const forged = await api.post(
          `/store/payment-collections/${collection.payment_collection.id}/payment-sessions`,
          { provider_id: STRIPE_CHECKOUT_PROVIDER_ID, data: { checkout: { lines: [{ title: "Cheap", total: 0.01, quantity: 1 }] } } },
          store(),
        )
        expect(forged.status).toBe(400)
        const unknownField = await api.post(
          `/store/carts/${cart.id}/checkout`,
          { provider_id: STRIPE_CHECKOUT_PROVIDER_ID, amount: 1 },
          store(),
        )
        expect(unknownField.status).toBe(400)
      })

      it("has the test payment switched off in Stripe mode", async () => {
        const cart = await readyCart([{ handle: RESIN, size: "30 g", quantity: 1 }])
        const { data } = await api.get(`/store/payment-providers?region_id=${shop.europeRegionId}`, store())
        expect(data.payment_providers.map((p: any) => p.id)).toEqual([STRIPE_CHECKOUT_PROVIDER_ID])
        const { status } = await api.post(`/store/carts/${cart.id}/checkout`, { provider_id: TEST_PAYMENT_PROVIDER_ID }, store())
        expect(status).toBe(400)
        expect(await ordersOf(cart.id)).toEqual([])
      })

      it("refuses a cart without an address or shipping with a clear 400", async () => {
        const { data } = await api.post(
          "/store/carts",
          { region_id: shop.europeRegionId, items: [{ variant_id: await variantId(RESIN, "30 g"), quantity: 1 }] },
          store(),
        )
        const response = await api.post(`/store/carts/${data.cart.id}/checkout`, { provider_id: STRIPE_CHECKOUT_PROVIDER_ID }, store())
        expect(response.status).toBe(400)
        expect(response.data.message).toBe("The cart has no email address")
      })
    })

    describe("the order", () => {
      it("is not made before the shopper has paid", async () => {
        const cart = await readyCart([{ handle: RESIN, size: "30 g", quantity: 1 }])
        await startStripeCheckout(cart.id)
        const response = await completeReturn(cart.id)
        expect(response.data.type).not.toBe("order")
        expect(await ordersOf(cart.id)).toEqual([])
      })

      it("is made by the webhook alone, and a bad signature or a replay changes nothing", async () => {
        const cart = await readyCart([{ handle: RESIN, size: "30 g", quantity: 1 }])
        const session = await startStripeCheckout(cart.id)
        stripe.pay(session.id)
        const event = stripe.signedEvent("checkout.session.completed", session)

        const unsigned = await deliver({ payload: event.payload })
        const tampered = await deliver({ payload: event.payload.replace(cart.id, "cart_someone_else"), signature: event.signature })
        const wrongSecret = await deliver(stripe.signedEvent("checkout.session.completed", session, { secret: "whsec_wrong" }))
        const stale = await deliver(
          stripe.signedEvent("checkout.session.completed", session, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
        )
        for (const rejected of [unsigned, tampered, wrongSecret, stale]) {
          expect(rejected.status).toBe(400)
          expect(JSON.stringify(rejected.data)).not.toMatch(/at .*\.js:\d+/)
        }
        expect(await ordersOf(cart.id)).toEqual([])

        const accepted = await deliver(event)
        expect(accepted.status).toBe(200)
        const orders = await ordersOf(cart.id)
        expect(orders).toHaveLength(1)
        expect(accepted.data.order_id).toBe(orders[0])

        // delivered again (Stripe's retry when our answer was lost): acknowledged, nothing done twice
        const replay = await deliver(event)
        expect([replay.status, replay.data.duplicate]).toEqual([200, true])
        expect(await ordersOf(cart.id)).toEqual(orders)

        // the shopper's return afterwards shows the same order
        const { data } = await completeReturn(cart.id)
        expect(data.order.id).toBe(orders[0])
        expect(data.order.total).toBe(cart.total)
      })

      it("is made exactly once by 20 concurrent returns and webhooks", async () => {
        const cart = await readyCart([{ handle: RESIN, size: "30 g", quantity: 1 }])
        const session = await startStripeCheckout(cart.id)
        stripe.pay(session.id)
        const completedEvent = stripe.signedEvent("checkout.session.completed", session)
        const attempts = Array.from({ length: 20 }, (_, index) => {
          if (index % 2 === 0) return completeReturn(cart.id).then((r) => ({ kind: "return", status: r.status, orderId: r.data.order?.id }))
          // webhooks: new events, and the same event delivered again (Stripe retries)
          const event = index % 4 === 1 ? completedEvent : stripe.signedEvent("checkout.session.completed", session)
          return deliver(event).then((r) => ({
            kind: "webhook",
            status: r.status,
            orderId: r.data.order_id,
            duplicate: r.data.duplicate === true,
          }))
        })
        const results = await Promise.all(attempts)
        const orders = await ordersOf(cart.id)
        expect(orders).toHaveLength(1)
        for (const result of results) {
          if (result.kind === "return") expect(result).toEqual({ kind: "return", status: 200, orderId: orders[0] })
          else expect(result.status).toBe(200)
        }
        // the one event delivered five times: recorded once, the other four acknowledged as duplicates
        expect(results.filter((r) => r.kind === "webhook" && r.duplicate).length).toBe(4)

        const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
        const { data } = await query.graph({
          entity: "order",
          fields: ["id", "payment_collections.status", "payment_collections.captured_amount", "total"],
          filters: { id: orders[0] },
        })
        const [order] = data as any[]
        expect(order.payment_collections).toHaveLength(1)
        expect(order.payment_collections[0].status).toBe("completed")
        expect(Number(order.payment_collections[0].captured_amount)).toBe(cart.total)
        const { rows } = await dbConnection.raw(
          `SELECT count(*)::int AS count FROM payment WHERE payment_collection_id IN (SELECT payment_collection_id FROM cart_payment_collection WHERE cart_id = ?)`,
          [cart.id],
        )
        expect(rows[0].count).toBe(1)
      })

      it("is not made when the session expires, and the cart stays usable", async () => {
        const cart = await readyCart([{ handle: RESIN, size: "30 g", quantity: 1 }])
        const session = await startStripeCheckout(cart.id)
        stripe.expire(session.id)
        const expired = await deliver(stripe.signedEvent("checkout.session.expired", session))
        expect(expired.status).toBe(200)
        expect((await completeReturn(cart.id)).data.type).not.toBe("order")
        await expectUsableCart(cart.id)
      })

      it("waits for an async payment and is not made when it fails; the cart stays usable", async () => {
        const cart = await readyCart([{ handle: RESIN, size: "30 g", quantity: 1 }])
        const session = await startStripeCheckout(cart.id)
        stripe.pay(session.id, { async: true })
        expect((await deliver(stripe.signedEvent("checkout.session.completed", session))).status).toBe(200)
        expect(await ordersOf(cart.id)).toEqual([])
        stripe.settleAsync(session.id, false)
        expect((await deliver(stripe.signedEvent("checkout.session.async_payment_failed", session))).status).toBe(200)
        expect((await completeReturn(cart.id)).data.type).not.toBe("order")
        await expectUsableCart(cart.id)
      })

      it("is made when an async payment succeeds later", async () => {
        const cart = await readyCart([{ handle: RESIN, size: "30 g", quantity: 1 }])
        const session = await startStripeCheckout(cart.id)
        stripe.pay(session.id, { async: true })
        await deliver(stripe.signedEvent("checkout.session.completed", session))
        expect(await ordersOf(cart.id)).toEqual([])
        stripe.settleAsync(session.id, true)
        const succeeded = await deliver(stripe.signedEvent("checkout.session.async_payment_succeeded", session))
        expect(succeeded.status).toBe(200)
        expect(await ordersOf(cart.id)).toHaveLength(1)
      })

      it("answers a repeated start with the same open Stripe page, and expires it when the shopper starts again for a changed cart", async () => {
        const cart = await readyCart([{ handle: RESIN, size: "30 g", quantity: 1 }])
        const first = await startStripeCheckout(cart.id)
        // a double click, a second tab: the page already open
        expect((await startStripeCheckout(cart.id)).id).toBe(first.id)
        const { data } = await api.get(`/store/carts/${cart.id}?fields=items.id`, store())
        const changed = await api.post(`/store/carts/${cart.id}/line-items/${data.cart.items[0].id}`, { quantity: 2 }, store())
        expect(changed.status).toBe(200)
        const second = await startStripeCheckout(cart.id)
        expect(second.id).not.toBe(first.id)
        expect(stripe.sessions.get(first.id)?.status).toBe("expired")
      })
    })
  },
})
