import { setTimeout as sleep } from "node:timers/promises"
import { SMTP_PORT } from "../forms-mode"
import { Modules } from "@medusajs/framework/utils"
import { clientAddress, waitFor } from "../chat-stand-in"
import { SmtpStandIn } from "../smtp-stand-in"
import {
  DUTCH_ADDRESS,
  firstVariantOf,
  leaveHalfMadeOrder,
  placeTestOrder,
  renewalOrdersOf,
  seededShopWith,
  sellOut,
  shopIntegrationTestRunner,
  subscriptionOfOrder,
} from "../test-shop"
import { MAX_LINE_QUANTITY } from "../../src/lib/shop-constants"
import { PROMOTION_CODE_PROBLEMS } from "../../src/lib/promotion-codes"
import { TEST_PAYMENT_PROVIDER_ID } from "../../src/lib/payment-providers"
import { WELCOME_CODE_MESSAGES } from "../../src/workflows/newsletter/welcome-code-rules"
import { sendMissingOrderConfirmations } from "../../src/workflows/order/send-missing-order-confirmations"
import { completionKeys } from "../../src/workflows/checkout/completion-locks"
import { giveLockBackWorkflow, HOLD_LOCK_STEP, holdLockWorkflow } from "../../src/workflows/locking/hold-lock"
import { failedTakingLock, takeLock } from "../../src/workflows/locking/lock-steps"
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { WorkflowManager } from "@medusajs/framework/orchestration"
import { acquireLockStep, addToCartWorkflowId, completeCartWorkflowId, updateLineItemInCartWorkflowId } from "@medusajs/medusa/core-flows"
import { addMonths } from "../../src/lib/subscription-clock"
import { SUBSCRIPTION_MODULE } from "../../src/modules/subscription"
import type SubscriptionModuleService from "../../src/modules/subscription/service"
import { renewDueSubscriptions } from "../../src/workflows/subscription/renew-due-subscriptions"

jest.setTimeout(300 * 1000)

/** Tests of the locks kept in this process (without REDIS_URL). */
const inMemoryIt = process.env.REDIS_URL ? it.skip : it

const CODE = /WELCOME17-[A-Z2-9]{8}/
const CONFIRM_LINK = /http:\/\/shop\.test\/newsletter\/confirm\?token=([A-Za-z0-9_\-.]+)/
const PAYMENT_RECEIVED = /We have received your payment for order #(\d+)/
const PRODUCT = "ashwagandha-root-powder"
/** A subscription product whose stock Medusa manages */
const SUBSCRIBED_PRODUCT = "essentials-monthly-wellness-box"
/** However many completions race, the losers are answered within this (a lock waits a bounded time). */
const ANSWERED_WITHIN_MS = 45_000
const CARTS_SHARING_A_CODE = 6

type Answer = { status: number; data: any; ms: number }

// The upgrade gate's workflows (docs/checkout-completion.md): Medusa's lock step as its own
// workflows use it (no executeOnSubWorkflow), alone and nested; the shop's, nested. (B2, a list of
// keys, is in shop-setup.spec.ts: it runs on both Locking providers, in-memory and Redis.)
const plainLock = createWorkflow("gate-plain-lock", (input: { key: string }) => {
  acquireLockStep({ key: input.key, timeout: 0, ttl: 5 })
  return new WorkflowResponse(true)
})
const plainLockNested = createWorkflow(
  "gate-plain-lock-nested",
  (input: { key: string }) => new WorkflowResponse(plainLock.runAsStep({ input })),
)
const shopLock = createWorkflow("gate-shop-lock", (input: { key: string }) => {
  takeLock("gate-shop-lock-step", { key: input.key, ownerId: "gate-shop", timeout: 0, ttl: 5 })
  return new WorkflowResponse(true)
})
const shopLockNested = createWorkflow(
  "gate-shop-lock-nested",
  (input: { key: string }) => new WorkflowResponse(shopLock.runAsStep({ input })),
)

type FlowStep = { action?: string; next?: FlowStep | FlowStep[] }
/** The steps of a registered workflow's definition in order, a parallel group as one list of its steps' names. */
function stepsOf(step: FlowStep | FlowStep[] | undefined): (string | string[])[] {
  if (!step) return []
  if (Array.isArray(step)) return [step.map((branch) => branch.action ?? ""), ...step.flatMap((branch) => stepsOf(branch.next))]
  return [...(step.action ? [step.action] : []), ...stepsOf(step.next)]
}

/**
 * Whatever runs at the same time, a completion is all or nothing as the shopper and the seller see
 * it: carts that share a single-use code, a cart or the last units end as exactly one paid order,
 * the others are refused with a 4xx at once, and no lock is left held.
 */
shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    const smtp = new SmtpStandIn(SMTP_PORT)
    const shop = seededShopWith(getContainer, smtp)
    let client: string
    const store = () => ({
      headers: { "x-publishable-api-key": shop.publishableKey, "x-forwarded-for": client },
      validateStatus: () => true,
    })
    const timed = async (request: Promise<{ status: number; data: any }>): Promise<Answer> => {
      const started = Date.now()
      const { status, data } = await request
      return { status, data, ms: Date.now() - started }
    }
    const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address))

    beforeEach(() => {
      client = clientAddress()
    })

    /** Signs up to the newsletter and confirms, as a shopper does: the welcome email's single-use code. */
    async function welcomeCodeFor(address: string) {
      expect((await api.post("/store/newsletter-subscriptions", { email: address }, store())).status).toBe(200)
      const request = await waitFor(() => mailsTo(address).find((mail) => CONFIRM_LINK.test(mail.text)))
      const token = request.text.match(CONFIRM_LINK)![1]
      expect((await api.post("/store/newsletter-subscriptions/confirm", { token }, store())).status).toBe(200)
      const welcome = await waitFor(() => mailsTo(address).find((mail) => CODE.test(mail.text)))
      return welcome.text.match(CODE)![0]
    }

    /** A cart of one product with a shipping method, ready to complete with the test payment. */
    async function cartReadyToPay(
      email: string,
      {
        code,
        quantity = 1,
        handle = PRODUCT,
        startCheckout = true,
      }: { code?: string; quantity?: number; handle?: string; startCheckout?: boolean } = {},
    ) {
      const variant_id = await firstVariantOf(api, handle, store)
      const created = await api.post(
        "/store/carts",
        { region_id: shop.europeRegionId, email, shipping_address: DUTCH_ADDRESS, items: [{ variant_id, quantity }] },
        store(),
      )
      expect(created.status).toBe(200)
      const cartId = created.data.cart.id as string
      if (code) {
        const applied = await api.post(`/store/carts/${cartId}/promotion-codes`, { code }, store())
        expect({ status: applied.status, message: applied.data.message }).toEqual({ status: 200, message: undefined })
      }
      const { data: options } = await api.get(`/store/shipping-options?cart_id=${cartId}`, store())
      expect(
        (await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: options.shipping_options[0].id }, store())).status,
      ).toBe(200)
      if (startCheckout) {
        const started = await startPayment(cartId)
        expect({ status: started.status, message: started.data.message }).toEqual({ status: 200, message: undefined })
      }
      return cartId
    }

    const startPayment = (cartId: string) =>
      timed(api.post(`/store/carts/${cartId}/checkout`, { provider_id: TEST_PAYMENT_PROVIDER_ID }, store()))
    const complete = (cartId: string) => timed(api.post(`/store/carts/${cartId}/complete`, {}, store()))

    /** The payment collections linked to a cart (Medusa's cart has one at most). */
    async function paymentCollectionsOf(cartId: string) {
      const { rows } = await dbConnection.raw(
        `SELECT payment_collection_id FROM cart_payment_collection WHERE cart_id = ? AND deleted_at IS NULL`,
        [cartId],
      )
      return rows.map((row: { payment_collection_id: string }) => row.payment_collection_id) as string[]
    }

    /** The orders made for an address, with how much of each is paid. */
    async function ordersOf(email: string) {
      const query = getContainer().resolve("query")
      const { data } = await query.graph({
        entity: "order",
        fields: ["id", "display_id", "status", "total", "payment_status", "payment_collections.captured_amount", "promotions.code"],
        filters: { email },
      })
      return data as any[]
    }

    async function usesOf(code: string) {
      const [promotion] = await getContainer().resolve(Modules.PROMOTION).listPromotions({ code })
      return Number(promotion.used)
    }

    /** Every order placed is paid in full once the test payment's capture ran. */
    const allCaptured = async (email: string) => {
      const orders = await ordersOf(email)
      return orders.every((order) => Number(order.payment_collections?.[0]?.captured_amount ?? 0) === Number(order.total)) ? orders : null
    }

    const notServerErrors = (answers: Answer[]) => answers.map((answer) => (answer.status >= 500 ? answer : null)).filter(Boolean)

    it.each([1, 2])(
      "six carts of one single-use welcome code completed at once (round %i): one paid order, the others refused with a 4xx",
      async (round) => {
        const email = `race-${round}-${Date.now()}@example.com`
        const code = await welcomeCodeFor(email)
        const carts: string[] = []
        for (let n = 0; n < CARTS_SHARING_A_CODE; n++) carts.push(await cartReadyToPay(email, { code }))

        const answers = await Promise.all(carts.map(complete))

        expect(notServerErrors(answers)).toEqual([])
        const won = answers.filter((answer) => answer.status === 200 && answer.data.type === "order")
        const lost = answers.filter((answer) => answer.status >= 400 && answer.status < 500)
        expect({ won: won.length, lost: lost.length }).toEqual({ won: 1, lost: CARTS_SHARING_A_CODE - 1 })
        expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(ANSWERED_WITHIN_MS)
        for (const answer of lost) expect(answer.data.message).toEqual(expect.any(String))

        // exactly one order, paid in full, carrying the code once; the code counted once
        const orders = await waitFor(() => allCaptured(email), 60_000)
        expect(orders.map((order) => order.id)).toEqual([won[0].data.order.id])
        expect(orders[0].promotions.map((promotion: { code: string }) => promotion.code)).toEqual([code])
        expect(await usesOf(code)).toBe(1)

        // a loser trying again is refused again, at once: no lock was left behind
        const loserCart = carts[answers.findIndex((answer) => answer.status >= 400)]
        const retry = await complete(loserCart)
        expect(retry.status).toBe(400)
        expect([PROMOTION_CODE_PROBLEMS.promotion_code_used_up, WELCOME_CODE_MESSAGES.firstOrderOnly]).toContain(retry.data.message)
        expect(retry.ms).toBeLessThan(ANSWERED_WITHIN_MS)
        expect((await ordersOf(email)).length).toBe(1)

        // one "payment received" e-mail, for the paid order, also after the job that sends lost confirmations
        await waitFor(() => mailsTo(email).find((mail) => PAYMENT_RECEIVED.test(mail.text)), 60_000)
        await sendMissingOrderConfirmations(getContainer(), Date.now() + 5 * 60 * 1000)
        await new Promise((resolve) => setTimeout(resolve, 1500))
        const received = mailsTo(email).flatMap((mail) => mail.text.match(PAYMENT_RECEIVED)?.[1] ?? [])
        expect(received).toEqual([String(orders[0].display_id)])
      },
    )

    it("six shoppers' carts of one single-use code completed at once: one order, the others refused as the code is used up", async () => {
      const code = `ONCE-${Date.now()}`
      await getContainer()
        .resolve(Modules.PROMOTION)
        .createPromotions([
          {
            code,
            type: "standard",
            status: "active",
            is_automatic: false,
            limit: 1,
            application_method: { type: "percentage", target_type: "order", allocation: "across", value: 10 },
          },
        ])
      const emails = Array.from({ length: CARTS_SHARING_A_CODE }, (_, n) => `once-${n}-${code.toLowerCase()}@example.com`)
      const carts: string[] = []
      for (const email of emails) carts.push(await cartReadyToPay(email, { code }))

      const answers = await Promise.all(carts.map(complete))

      expect(notServerErrors(answers)).toEqual([])
      expect(answers.filter((answer) => answer.data.type === "order").length).toBe(1)
      const lost = answers.filter((answer) => answer.data.type !== "order")
      expect(lost.map((answer) => [answer.status, answer.data.message])).toEqual(
        lost.map(() => [400, PROMOTION_CODE_PROBLEMS.promotion_code_used_up]),
      )
      expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(ANSWERED_WITHIN_MS)
      const orders = (await Promise.all(emails.map(ordersOf))).flat()
      expect(orders.length).toBe(1)
      expect(await usesOf(code)).toBe(1)
    })

    it("two completions of one cart at once make one order", async () => {
      const email = `twice-${Date.now()}@example.com`
      const cartId = await cartReadyToPay(email)
      const answers = await Promise.all([complete(cartId), complete(cartId)])
      expect(notServerErrors(answers)).toEqual([])
      const orderIds = new Set(answers.filter((answer) => answer.data.type === "order").map((answer) => answer.data.order.id))
      expect(orderIds.size).toBe(1)
      const orders = await waitFor(() => allCaptured(email), 60_000)
      expect(orders.map((order) => order.id)).toEqual([...orderIds])
    })

    it.each([2, 3])(
      "%i checkout starts of one cart at once (a double click, two tabs): one payment collection, every start answered as the first, the cart then ordered once",
      async (starts) => {
        const email = `double-start-${starts}-${Date.now()}@example.com`
        const cartId = await cartReadyToPay(email, { startCheckout: false })

        const answers = await Promise.all(Array.from({ length: starts }, () => startPayment(cartId)))

        expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
        expect(new Set(answers.map((answer) => answer.data.payment_session.id)).size).toBe(1)
        expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(ANSWERED_WITHIN_MS)
        expect((await paymentCollectionsOf(cartId)).length).toBe(1)
        // a start after the others is answered the same, and the completions of the two tabs make one order
        const again = await startPayment(cartId)
        expect(again.data.payment_session.id).toBe(answers[0].data.payment_session.id)
        const completions = await Promise.all([complete(cartId), complete(cartId)])
        expect(completions.map((answer) => [answer.status, answer.data.type])).toEqual([
          [200, "order"],
          [200, "order"],
        ])
        expect(completions[1].data.order.id).toBe(completions[0].data.order.id)
        const orders = await waitFor(() => allCaptured(email), 60_000)
        expect(orders.map((order) => order.id)).toEqual([completions[0].data.order.id])
      },
    )

    it("checkout starts and completions of one cart interleaved at once: no 5xx, one order, and a cart refused is still payable", async () => {
      const email = `interleaved-${Date.now()}@example.com`
      const cartId = await cartReadyToPay(email)

      const answers = await Promise.all([startPayment(cartId), complete(cartId), startPayment(cartId), complete(cartId)])

      expect(notServerErrors(answers)).toEqual([])
      // whatever lost the race, a completion now makes the one order
      const last = await complete(cartId)
      expect({ status: last.status, type: last.data.type }).toEqual({ status: 200, type: "order" })
      const orders = await waitFor(() => allCaptured(email), 60_000)
      expect(orders.map((order) => order.id)).toEqual([last.data.order.id])
    })

    it("a completion refused because the payment no longer matches the cart leaves the cart payable: the next checkout start pays the cart's total", async () => {
      const email = `stale-payment-${Date.now()}@example.com`
      const cartId = await cartReadyToPay(email)
      const [collectionId] = await paymentCollectionsOf(cartId)
      // the payment collection left at another amount than the cart's (as a lost race or an outage leaves it)
      await getContainer().resolve(Modules.PAYMENT).updatePaymentCollections(collectionId, { amount: 1 })

      const refused = await complete(cartId)
      expect({ status: refused.status, message: refused.data.message }).toEqual({
        status: 400,
        message: "Your cart changed after you started paying. Please check out again.",
      })

      const restarted = await startPayment(cartId)
      expect(restarted.status).toBe(200)
      const placed = await complete(cartId)
      expect({ status: placed.status, type: placed.data.type }).toEqual({ status: 200, type: "order" })
      const orders = await waitFor(() => allCaptured(email), 60_000)
      expect(orders.map((order) => order.id)).toEqual([placed.data.order.id])
    })

    it("a completion left half-made (an order linked to the cart, without payment) is undone; the retry makes the one paid order", async () => {
      const email = `half-${Date.now()}@example.com`
      const cartId = await cartReadyToPay(email)
      const halfMade = await leaveHalfMadeOrder(getContainer(), cartId)

      const retry = await complete(cartId)

      expect({ status: retry.status, type: retry.data.type }).toEqual({ status: 200, type: "order" })
      expect(retry.data.order.id).not.toBe(halfMade.orderId)
      const orders = await waitFor(() => allCaptured(email), 60_000)
      expect(orders.map((order) => order.id)).toEqual([retry.data.order.id])
      expect(await getContainer().resolve(Modules.INVENTORY).listReservationItems({ line_item_id: halfMade.lineItemId })).toEqual([])
      // the shopper's return after the order answers the same order
      const again = await complete(cartId)
      expect(again.data.order?.id).toBe(retry.data.order.id)
    })

    it("two carts holding the last unit completed at once: one order, the other refused, the stock kept", async () => {
      const variantId = await firstVariantOf(api, PRODUCT, store)
      const stamp = Date.now()
      const [first, second] = [`last-a-${stamp}@example.com`, `last-b-${stamp}@example.com`]
      const carts = [await cartReadyToPay(first), await cartReadyToPay(second)]
      // one unit left for the two carts
      const restock = await sellOut(getContainer(), dbConnection, variantId)
      const inventory = getContainer().resolve(Modules.INVENTORY)
      const { rows } = await dbConnection.raw(`SELECT inventory_item_id FROM product_variant_inventory_item WHERE variant_id = ?`, [
        variantId,
      ])
      const [level] = await inventory.listInventoryLevels({ inventory_item_id: rows[0].inventory_item_id })
      await inventory.updateInventoryLevels([
        {
          inventory_item_id: level.inventory_item_id,
          location_id: level.location_id,
          stocked_quantity: Number(level.reserved_quantity) + 1,
        },
      ])
      try {
        const answers = await Promise.all(carts.map(complete))
        expect(notServerErrors(answers)).toEqual([])
        expect(answers.map((answer) => answer.data.type === "order").sort()).toEqual([false, true])
        expect(answers.find((answer) => answer.data.type !== "order")!.status).toBe(400)
        const orders = [...(await ordersOf(first)), ...(await ordersOf(second))]
        expect(orders.length).toBe(1)
        const [after] = await inventory.listInventoryLevels({ inventory_item_id: rows[0].inventory_item_id })
        expect(Number(after.reserved_quantity)).toBeLessThanOrEqual(Number(after.stocked_quantity))
      } finally {
        await restock()
      }
    })

    it("a renewal and a completion wanting the last unit: the renewal waits for the completion's stock claim and orders what it lacks on backorder; at once, one of them gets it and neither fails", async () => {
      const email = `renewal-race-${Date.now()}@example.com`
      const { order } = await placeTestOrder(api, { regionId: shop.europeRegionId, email, handles: [[SUBSCRIBED_PRODUCT, 1]], store })
      const container = getContainer()
      const subscription = await subscriptionOfOrder(container, order.id)
      const subscriptionModule = container.resolve<SubscriptionModuleService>(SUBSCRIPTION_MODULE)
      const others = (await subscriptionModule.listSubscriptions({})).filter(
        (other) => other.id !== subscription.id && other.status !== "cancelled",
      )
      await subscriptionModule.updateSubscriptions(
        others.map((other) => ({ id: other.id, status: "cancelled" as const, next_renewal_at: null })),
      )
      const variantId = await firstVariantOf(api, SUBSCRIBED_PRODUCT, store)
      const restock = await sellOut(container, dbConnection, variantId)
      const inventory = container.resolve(Modules.INVENTORY)
      const { rows } = await dbConnection.raw(`SELECT inventory_item_id FROM product_variant_inventory_item WHERE variant_id = ?`, [
        variantId,
      ])
      const inventoryItemId = rows[0].inventory_item_id as string
      const lastUnitLeft = async () => {
        const [level] = await inventory.listInventoryLevels({ inventory_item_id: inventoryItemId })
        await inventory.updateInventoryLevels([
          { inventory_item_id: inventoryItemId, location_id: level.location_id, stocked_quantity: Number(level.reserved_quantity) + 1 },
        ])
        return level.location_id
      }
      const monthAt = (months: number) => new Date(addMonths(new Date(subscription.started_at), months).getTime() + 60_000)
      const shortfallOf = async (orderId: string) => {
        const [renewal] = (await renewalOrdersOf(dbConnection, subscription.id)).filter((candidate) => candidate.id === orderId)
        return (renewal?.metadata?.shortfall ?? []) as { variant_id: string }[]
      }
      let heldReservation: string | null = null
      try {
        // a completion holds the last unit's stock claim: the renewal waits, then sees the unit taken
        const locationId = await lastUnitLeft()
        const held = { key: completionKeys.stock(inventoryItemId), owner: "completion-under-test" }
        await holdLockWorkflow(container).run({ input: { ...held, timeout: 0, ttl: 60 } })
        const renewing = renewDueSubscriptions(container, monthAt(1))
        await new Promise((resolve) => setTimeout(resolve, 2000))
        expect(await renewalOrdersOf(dbConnection, subscription.id)).toEqual([])
        const [reserved] = await inventory.createReservationItems([
          { inventory_item_id: inventoryItemId, location_id: locationId, quantity: 1 },
        ])
        heldReservation = reserved.id
        expect((await giveLockBackWorkflow(container).run({ input: held })).result).toBe(true)
        const first = await renewing
        expect(first).toMatchObject({ due: 1, failed: [] })
        expect((await shortfallOf(first.renewed[0])).map((line) => line.variant_id)).toEqual([variantId])

        // the next month's renewal and a shopper's completion at the same moment, one unit left
        await inventory.deleteReservationItems([heldReservation])
        heldReservation = null
        await lastUnitLeft()
        const cartId = await cartReadyToPay(`renewal-race-shopper-${Date.now()}@example.com`, { handle: SUBSCRIBED_PRODUCT })
        const [run, completion] = await Promise.all([renewDueSubscriptions(container, monthAt(2)), complete(cartId)])
        expect(notServerErrors([completion])).toEqual([])
        expect(run).toMatchObject({ due: 1, failed: [] })
        const renewalGotIt = (await shortfallOf(run.renewed[0])).length === 0
        const shopperGotIt = completion.status === 200 && completion.data.type === "order"
        expect({ renewalGotIt, shopperGotIt, refused: shopperGotIt ? 400 : completion.status }).toEqual({
          renewalGotIt: !shopperGotIt,
          shopperGotIt,
          refused: 400,
        })
        // no claim is left held: the key is free at once
        await holdLockWorkflow(container).run({ input: { ...held, timeout: 0, ttl: 5 } })
        expect((await giveLockBackWorkflow(container).run({ input: held })).result).toBe(true)
      } finally {
        if (heldReservation) await inventory.deleteReservationItems([heldReservation])
        await restock()
      }
    })

    it(`four parallel adds of 60 units of one variant: a line of at most ${MAX_LINE_QUANTITY}, no 5xx`, async () => {
      const variant_id = await firstVariantOf(api, PRODUCT, store)
      const { data } = await api.post("/store/carts", { region_id: shop.europeRegionId }, store())
      const cartId = data.cart.id as string
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() => timed(api.post(`/store/carts/${cartId}/line-items`, { variant_id, quantity: 60 }, store()))),
      )
      expect(notServerErrors(answers)).toEqual([])
      expect(answers.filter((answer) => answer.status === 200).length).toBe(1)
      expect(answers.every((answer) => answer.status === 200 || (answer.status >= 400 && answer.status < 500))).toBe(true)
      expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(ANSWERED_WITHIN_MS)
      const lines = await getContainer().resolve(Modules.CART).listLineItems({ cart_id: cartId })
      expect(lines.map((line) => Number(line.quantity))).toEqual([60])
      // the cart is not left locked: the next change goes through
      const more = await api.post(`/store/carts/${cartId}/line-items`, { variant_id, quantity: 39 }, store())
      expect(more.status).toBe(200)
      expect(more.data.cart.items.map((item: { quantity: number }) => item.quantity)).toEqual([MAX_LINE_QUANTITY])
    })

    it("codes set on the cart itself follow the welcome-code rules", async () => {
      const stamp = Date.now()
      const [ann, bob] = [`codes-ann-${stamp}@example.com`, `codes-bob-${stamp}@example.com`]
      const [annCode, bobCode] = [await welcomeCodeFor(ann), await welcomeCodeFor(bob)]
      const variant_id = await firstVariantOf(api, PRODUCT, store)
      const { data } = await api.post(
        "/store/carts",
        { region_id: shop.europeRegionId, email: ann, shipping_address: DUTCH_ADDRESS, items: [{ variant_id, quantity: 1 }] },
        store(),
      )
      const cartId = data.cart.id as string
      const codesOfCart = async () =>
        (
          await getContainer()
            .resolve(Modules.CART)
            .retrieveCart(cartId, { relations: ["items.adjustments"] })
        ).items!.flatMap((item) => (item.adjustments ?? []).map((a) => a.code))

      const both = await api.post(`/store/carts/${cartId}`, { promo_codes: [annCode, bobCode] }, store())
      expect({ status: both.status, message: both.data.message }).toEqual({ status: 400, message: WELCOME_CODE_MESSAGES.oneOnly })
      const someoneElses = await api.post(`/store/carts/${cartId}`, { promo_codes: [bobCode] }, store())
      expect({ status: someoneElses.status, message: someoneElses.data.message }).toEqual({
        status: 400,
        message: WELCOME_CODE_MESSAGES.someoneElses,
      })
      expect(await codesOfCart()).toEqual([])

      const own = await api.post(`/store/carts/${cartId}`, { promo_codes: [annCode] }, store())
      expect(own.status).toBe(200)
      expect(await codesOfCart()).toEqual([annCode])
      // the cart's own codes pass again when the cart changes otherwise
      expect((await api.post(`/store/carts/${cartId}`, { promo_codes: [annCode] }, store())).status).toBe(200)
      expect((await api.post(`/store/carts/${cartId}`, { email: ann }, store())).status).toBe(200)
    })

    describe("upgrade gate: the Medusa behaviours the completion relies on (docs/checkout-completion.md)", () => {
      const heldBy = (owner: string, key: string) => holdLockWorkflow(getContainer()).run({ input: { key, owner, timeout: 0, ttl: 30 } })
      const giveBack = (owner: string, key: string) => giveLockBackWorkflow(getContainer()).run({ input: { key, owner } })

      it("B1: Medusa's lock steps skip a sub-workflow unless told; the shop's lock steps are told", async () => {
        const key = `gate-b1-${Date.now()}`
        await heldBy("other", key)
        try {
          expect((await plainLock(getContainer()).run({ input: { key }, throwOnError: false })).errors).toHaveLength(1)
          // nested, as completeCartWorkflow runs in the completion: its lock step does nothing
          expect((await plainLockNested(getContainer()).run({ input: { key }, throwOnError: false })).errors).toEqual([])
          expect((await shopLockNested(getContainer()).run({ input: { key }, throwOnError: false })).errors).toHaveLength(1)
        } finally {
          await giveBack("other", key)
        }
      })

      it("B3: a lock step's failure is named by the step's configured name, not its wording", async () => {
        const key = `gate-b3-${Date.now()}`
        await heldBy("other", key)
        try {
          const { errors } = await holdLockWorkflow(getContainer()).run({
            input: { key, owner: "gate-b3", timeout: 0, ttl: 5 },
            throwOnError: false,
          })
          expect(failedTakingLock(errors, [HOLD_LOCK_STEP])).toBe(true)
          expect(failedTakingLock(errors, ["another-step"])).toBe(false)
        } finally {
          await giveBack("other", key)
        }
      })

      it("B4: Medusa's cart workflows lock the cart by its id: a change of a cart whose lock is held waits, then is a 409", async () => {
        const cartId = await cartReadyToPay(`gate-b4-${Date.now()}@example.com`, { startCheckout: false })
        await heldBy("gate-b4", completionKeys.cart(cartId))
        try {
          const variant_id = await firstVariantOf(api, PRODUCT, store)
          const add = await api.post(`/store/carts/${cartId}/line-items`, { variant_id, quantity: 1 }, store())
          // Medusa's lock step failed with the shop's typed error (B9), answered by its code
          expect({ status: add.status, message: add.data.message }).toEqual({
            status: 409,
            message: "Another request is changing this right now. Please try again in a moment.",
          })
        } finally {
          await giveBack("gate-b4", completionKeys.cart(cartId))
        }
      })

      it("B5: completeCartWorkflow takes the cart lock first, makes the order, then one parallel group (links, completed cart, reservations, code uses), and authorizes the payment after it", () => {
        const steps = stepsOf(WorkflowManager.getWorkflow(completeCartWorkflowId)?.flow_ as FlowStep)
        expect(steps[0]).toBe("acquire-lock-step")
        expect(steps.at(-1)).toBe("release-lock-step")
        const made = steps.indexOf("create-orders")
        expect(made).toBeGreaterThan(0)
        expect(steps[made + 1]).toEqual(
          expect.arrayContaining(["create-remote-links", "update-carts", "reserve-inventory-step", "register-usage"]),
        )
        expect(steps.indexOf("authorize-payment-session-step")).toBeGreaterThan(made + 1)
      })

      it("B10: Medusa's add-to-cart and line-item update take the cart lock before their validate hook, where the shop's line and stock rules run", () => {
        for (const workflowId of [addToCartWorkflowId, updateLineItemInCartWorkflowId]) {
          const steps = stepsOf(WorkflowManager.getWorkflow(workflowId)?.flow_ as FlowStep).flat()
          const locked = steps.indexOf("acquire-lock-step")
          // the steps named, so a failure shows the order Medusa now has
          expect({ workflowId, lockedBeforeValidate: locked >= 0 && steps.indexOf("validate") > locked, steps }).toEqual({
            workflowId,
            lockedBeforeValidate: true,
            steps,
          })
        }
      })

      it("B11: Medusa's middlewares of a Store API route run before the shop's, which read the body Medusa's validator made", async () => {
        const variant_id = await firstVariantOf(api, PRODUCT, store)
        const created = await api.post("/store/carts", { region_id: shop.europeRegionId }, store())
        const cartId = created.data.cart.id as string
        // Medusa's validator refuses a string in its words: the shop's middleware never saw it
        const text = await api.post(`/store/carts/${cartId}/line-items`, { variant_id, quantity: "2" }, store())
        expect([text.status, text.data.message]).toEqual([400, "Invalid request: Expected type: 'number' for field 'quantity', got: '2'"])
        // Medusa's validator takes 1.5; the shop's whole-units middleware, after it, refuses it
        const fraction = await api.post(`/store/carts/${cartId}/line-items`, { variant_id, quantity: 1.5 }, store())
        expect([fraction.status, fraction.data.type, fraction.data.message]).toEqual([
          400,
          "invalid_data",
          "quantity must be a whole number",
        ])
      })
      /**
       * What a Locking Module provider does with `provider`'s locks (the module's `provider` argument):
       * who takes a key, when, and what `execute` waits for, as seen from outside.
       */
      async function lockingBehaviour(provider: string) {
        const locking = getContainer().resolve(Modules.LOCKING)
        const key = (name: string) => `gate-b9-${provider}-${Date.now()}-${name}`
        const [a, b, c, d, e, f] = ["a", "b", "c", "d", "e", "f"].map(key)
        const outcome = (attempt: Promise<unknown>) =>
          attempt.then(
            () => "taken",
            (error: unknown) => (error instanceof Error ? "refused" : "other"),
          )
        const seen: Record<string, unknown> = {}
        seen.free = await outcome(locking.acquire(a, { ownerId: "one", expire: 1, provider }))
        seen.heldByAnother = await outcome(locking.acquire(a, { ownerId: "two", provider }))
        seen.renewedByHolder = await outcome(locking.acquire(a, { ownerId: "one", expire: 1, provider }))
        seen.releasedByAnother = await locking.release(a, { ownerId: "two", provider })
        // a list past a held key: those before it are kept, those after it not tried
        seen.listPastHeld = await outcome(locking.acquire([b, a, c], { ownerId: "two", provider }))
        seen.keptBefore = await locking.release(b, { ownerId: "two", provider })
        seen.keptAfter = await locking.release(c, { ownerId: "two", provider })
        // a key without owner: taken once, then by no one until released
        seen.ownerless = [await outcome(locking.acquire(d, { provider })), await outcome(locking.acquire(d, { provider }))]
        seen.ownerlessReleased = await locking.release(d, { provider })
        // the renewed expiry runs out: another takes the key
        await sleep(1100)
        seen.expiredTakenOver = await outcome(locking.acquire(a, { ownerId: "two", provider }))
        seen.releasedByNewHolder = await locking.release(a, { ownerId: "two", provider })
        // execute waits for the holder's release, runs its job, gives the key back
        await locking.acquire(e, { ownerId: "one", provider })
        const queued = locking.execute(e, async () => "ran", { timeout: 2, provider })
        await sleep(200)
        await locking.release(e, { ownerId: "one", provider })
        seen.executeAfterRelease = await queued
        seen.givenBackAfterJob = await outcome(locking.acquire(e, { ownerId: "two", provider }))
        // ... and fails when its wait (at least 1 s) runs out, its job not run
        await locking.acquire(f, { ownerId: "one", provider })
        const startedAt = Date.now()
        let ran = false
        seen.executeTimedOut = await outcome(locking.execute(f, async () => (ran = true), { timeout: 0, provider }))
        seen.waitedSeconds = Math.round((Date.now() - startedAt) / 1000)
        seen.jobRan = ran
        // releaseAll of one owner leaves the others' keys
        await locking.releaseAll({ ownerId: "two", provider })
        seen.afterReleaseAll = [
          await outcome(locking.acquire(e, { ownerId: "three", provider })),
          await outcome(locking.acquire(f, { ownerId: "three", provider })),
        ]
        await locking.releaseAll({ ownerId: "one", provider })
        await locking.releaseAll({ ownerId: "three", provider })
        return seen
      }

      inMemoryIt(
        "B9: without Redis the shop's provider keeps locks as Medusa's in-memory provider does (its waits, expiries, owners, lists)",
        async () => {
          const shops = await lockingBehaviour("typed-locking")
          // Medusa's in-memory provider, which its Locking Module registers beside the configured ones
          const medusas = await lockingBehaviour("in-memory")
          expect(shops).toEqual(medusas)
          // what is compared: a run that took and refused as expected
          expect(medusas).toMatchObject({
            heldByAnother: "refused",
            renewedByHolder: "taken",
            expiredTakenOver: "taken",
            waitedSeconds: 1,
            jobRan: false,
          })
        },
      )
    })

    it("an order left unpaid is never confirmed as paid", async () => {
      const email = `unpaid-${Date.now()}@example.com`
      const [region] = await getContainer().resolve(Modules.REGION).listRegions({ name: "Europe" })
      const [unpaid] = await getContainer()
        .resolve(Modules.ORDER)
        .createOrders([
          {
            email,
            region_id: region.id,
            currency_code: "eur",
            shipping_address: { ...DUTCH_ADDRESS },
            items: [{ title: "Ashwagandha Root Powder", quantity: 1, unit_price: 39.95 }],
          },
        ])
      await sendMissingOrderConfirmations(getContainer(), Date.now() + 5 * 60 * 1000)
      await new Promise((resolve) => setTimeout(resolve, 1500))
      expect(unpaid.id).toEqual(expect.any(String))
      expect(mailsTo(email)).toEqual([])
    })
  },
})
