import { SMTP_PORT } from "../forms-mode"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { waitFor } from "../chat-stand-in"
import { SmtpStandIn } from "../smtp-stand-in"
import { DUTCH_ADDRESS, feedNoticesOf, firstVariantOf, placeTestOrder, shopIntegrationTestRunner, shopSuite } from "../test-shop"
import { EMPTY_RECEIVE_MESSAGE } from "../../src/api/admin/return-receive-middlewares"
import { WITHDRAWAL_MODULE } from "../../src/modules/withdrawal"
import type WithdrawalModuleService from "../../src/modules/withdrawal/service"
import { shopConfig } from "../../src/lib/shop-config"
import { linkToken } from "../../src/lib/shop-links"

jest.setTimeout(240 * 1000)

const RESIN = "pure-himalayan-shilajit-resin"
const ASHWAGANDHA = "ashwagandha-root-powder"
const BUYER = "seller-withdrawals-buyer@example.com"

type PlacedOrder = { id: string; display_id: number; total: number; items: { id: string; quantity: number; title: string }[] }

shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const smtp = new SmtpStandIn(SMTP_PORT)
    beforeAll(() => smtp.start())
    afterAll(() => smtp.stop())
    // each test starts on an emptied database, its order numbers from #1 again: only its own mails count
    beforeEach(() => {
      smtp.mails = []
    })
    const { shop, store } = shopSuite(api, getContainer, "10.0.29")

    /** A paid order: placed with the test payment, which its order.placed subscriber captures. */
    async function placePaidOrder(handles: string[]): Promise<PlacedOrder> {
      const { order } = await placeTestOrder(api, { regionId: shop.europeRegionId, email: BUYER, handles, store })
      await waitFor(async () => (await paymentOf(order.id))?.captures?.length)
      return order
    }
    async function paymentOf(orderId: string) {
      const { data } = await api.get(
        `/admin/orders/${orderId}?fields=id,status,*payment_collections.payments,*payment_collections.payments.captures,*payment_collections.payments.refunds`,
        shop.admin,
      )
      return data.order.payment_collections[0]?.payments[0] as { captures: { amount: number }[]; refunds: { amount: number }[] } | undefined
    }
    const statusOf = async (orderId: string) =>
      (await api.get(`/admin/orders/${orderId}?fields=id,status`, shop.admin)).data.order.status as string
    const withdraw = (order: PlacedOrder, itemIds?: string[]) =>
      api.post(
        "/store/withdrawals",
        {
          name: "Anna de Vries",
          order_number: String(order.display_id),
          email: BUYER,
          postal_code: DUTCH_ADDRESS.postal_code,
          item_ids: itemIds,
        },
        store(),
      )
    const widgetOf = async (orderId: string) => (await api.get(`/admin/withdrawn-orders/${orderId}`, shop.admin)).data
    const mailTo = (to: string, text: string) =>
      waitFor(() => smtp.mails.find((mail) => mail.to.includes(to) && mail.text.includes(text)), 30_000)

    it("cancels and refunds an order withdrawn in full before it was shipped, and tells the seller where she works", async () => {
      const order = await placePaidOrder([RESIN, ASHWAGANDHA])
      const { status, data } = await withdraw(order)
      expect([status, data.message]).toEqual([201, undefined])

      // taken off and refunded in full by the withdrawal itself
      expect(await statusOf(order.id)).toBe("canceled")
      const payment = await paymentOf(order.id)
      expect(payment?.refunds.reduce((sum, refund) => sum + Number(refund.amount), 0)).toBeCloseTo(Number(order.total), 2)

      // the order page's Withdrawal box and the order list's Withdrawn orders
      const widget = await widgetOf(order.id)
      expect(widget.order).toEqual(expect.objectContaining({ canceled: true, fully_withdrawn: true, fulfilled: false, to_cancel: false }))
      expect(widget.withdrawals).toEqual([
        expect.objectContaining({
          name: "Anna de Vries",
          email: BUYER,
          order_display_id: order.display_id,
          return_id: null,
          received_at: data.withdrawal.received_at,
        }),
      ])
      expect(widget.withdrawals[0].items.map((item: { line_item_id: string }) => item.line_item_id).sort()).toEqual(
        order.items.map((item) => item.id).sort(),
      )
      const { data: list } = await api.get("/admin/withdrawals?limit=5", shop.admin)
      expect(list.withdrawals[0]).toEqual(
        expect.objectContaining({ order_id: order.id, order_status: "canceled", progress: expect.objectContaining({ stage: "done" }) }),
      )

      // the feed notice: a readable time in the shop's zone and the order's admin address
      const feed = await feedNoticesOf(getContainer(), order.id)
      expect(feed).toHaveLength(1)
      const description = String(feed[0].data?.description)
      expect(description).toMatch(/withdrew on \d{1,2} \w+ \d{4} at \d{2}:\d{2}:\d{2} /)
      expect(description).toContain("the order is cancelled, and what was paid is refunded in full")
      expect(description).toContain(`/app/orders/${order.id}`)

      // the shop's address, and the buyer (acknowledgement, then the cancellation with its refund)
      const sellerMail = await mailTo(shopConfig.business.email, `Withdrawal from order #${order.display_id}`)
      expect(sellerMail.text).toContain("the order is cancelled, and what was paid is refunded in full")
      expect(sellerMail.text).toContain(`Open order #${order.display_id} in the admin: `)
      const cancelled = await mailTo(BUYER, `order #${order.display_id} cancelled`)
      expect(cancelled.text).toContain(
        `As you withdrew from it, we have cancelled your order #${order.display_id}. Nothing will be shipped.`,
      )
      expect(cancelled.text).toContain(`We have refunded the full €${Number(order.total).toFixed(2)} you paid`)
      await mailTo(BUYER, `We received your withdrawal from order #${order.display_id}`)
    })

    it("a withdrawal while the seller fulfils the order: they run one after the other, never a cancelled order still holding its stock", async () => {
      const order = await placePaidOrder([RESIN, ASHWAGANDHA])
      const items = order.items.map((item) => ({ id: item.id, quantity: item.quantity }))
      const [fulfilled, withdrawn] = await Promise.all([
        api.post(`/admin/orders/${order.id}/fulfillments`, { items }, shop.admin),
        withdraw(order),
      ])
      expect(withdrawn.status).toBe(201)
      const reservations = await getContainer()
        .resolve(Modules.INVENTORY)
        .listReservationItems({ line_item_id: items.map((item) => item.id) })
      if (withdrawn.data.withdrawal.return_id) {
        // shipped first: the items come back by the return request
        expect(fulfilled.status).toBe(200)
        expect(await statusOf(order.id)).not.toBe("canceled")
      } else {
        // withdrawn first: cancelled and refunded, its reservations released, the fulfilment refused
        expect([fulfilled.status >= 400 && fulfilled.status < 500, await statusOf(order.id)]).toEqual([true, "canceled"])
        expect(reservations).toEqual([])
        expect((await paymentOf(order.id))?.refunds.reduce((sum, refund) => sum + Number(refund.amount), 0)).toBeCloseTo(
          Number(order.total),
          2,
        )
      }
    })

    it("a withdrawal while the seller refunds half the order: one after the other, never more paid back than was paid", async () => {
      const order = await placePaidOrder([RESIN, ASHWAGANDHA])
      const { data } = await api.get(`/admin/orders/${order.id}?fields=id,*payment_collections.payments`, shop.admin)
      const paymentId = data.order.payment_collections[0].payments[0].id as string
      const half = Math.round(Number(order.total) * 50) / 100
      const [refunded, withdrawn] = await Promise.all([
        api.post(`/admin/payments/${paymentId}/refund`, { amount: half }, shop.admin),
        withdraw(order),
      ])
      expect(withdrawn.status).toBe(201)
      const payment = await paymentOf(order.id)
      const captured = payment!.captures.reduce((sum, capture) => sum + Number(capture.amount), 0)
      const paidBack = payment!.refunds.reduce((sum, refund) => sum + Number(refund.amount), 0)
      // either order: the order ends cancelled with what was paid refunded once, in full
      expect([await statusOf(order.id), captured]).toEqual(["canceled", expect.closeTo(Number(order.total), 2)])
      expect(paidBack).toBeCloseTo(captured, 2)
      // the seller's half came first (200), or after the cancellation, refused: nothing left to refund
      expect(refunded.status === 200 || (refunded.status >= 400 && refunded.status < 500)).toBe(true)
      expect(
        await getContainer()
          .resolve(Modules.INVENTORY)
          .listReservationItems({ line_item_id: order.items.map((item) => item.id) }),
      ).toEqual([])
    })
    it("keeps the return request for shipped items, refuses to cancel such an order from the widget, and follows it through requested, items received and refunded to done", async () => {
      const order = await placePaidOrder([RESIN])
      const fulfilled = await api.post(
        `/admin/orders/${order.id}/fulfillments`,
        { items: [{ id: order.items[0].id, quantity: 1 }] },
        shop.admin,
      )
      expect(fulfilled.status).toBe(200)
      const { status, data } = await withdraw(order)
      expect([status, data.withdrawal?.return_id]).toEqual([201, expect.any(String)])
      expect(await statusOf(order.id)).not.toBe("canceled")
      const widget = await widgetOf(order.id)
      expect(widget.order).toEqual(expect.objectContaining({ canceled: false, fulfilled: true, to_cancel: false }))
      const refused = await api.post(`/admin/withdrawn-orders/${order.id}/cancel`, {}, shop.admin)
      expect([refused.status, refused.data.message]).toEqual([
        400,
        `Order #${order.display_id} was handed to fulfilment: its items come back by the return request.`,
      ])
      const sellerMail = await mailTo(shopConfig.business.email, `Withdrawal from order #${order.display_id}`)
      expect(sellerMail.text).toContain("A return request was made for the shipped items")
      // the refund is due 14 days from the withdrawal's receipt, whatever the return does
      expect(sellerMail.text).toContain("14 days from the day the withdrawal was received")
      const dueBy = new Date(new Date(data.withdrawal.received_at).getTime() + 14 * 24 * 60 * 60 * 1000).toISOString()
      const stage = async () => {
        const { data: list } = await api.get("/admin/withdrawals?limit=20", shop.admin)
        const listed = list.withdrawals.find((withdrawal: { order_id: string }) => withdrawal.order_id === order.id)
        expect((await widgetOf(order.id)).withdrawals[0].progress).toEqual(listed.progress)
        return listed.progress
      }
      expect(await stage()).toEqual({ stage: "requested", items_to_return: true, refund_due_by: dueBy })

      // the parcel comes back: a receipt saved before any item is marked received is refused (Medusa's
      // Receive drawer offers Save while it is still marking them, and saved "0 items received" without
      // restocking); marked received, the item is back in stock
      const returnId: string = data.withdrawal.return_id
      const stocked = async () => {
        const { data: variants } = await getContainer()
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({
            entity: "variant",
            fields: ["inventory_items.inventory.location_levels.stocked_quantity"],
            filters: { id: await firstVariantOf(api, RESIN, store) },
          })
        return Number(variants[0].inventory_items![0]!.inventory!.location_levels![0]!.stocked_quantity)
      }
      const before = await stocked()
      expect((await api.post(`/admin/returns/${returnId}/receive`, {}, shop.admin)).status).toBe(200)
      const empty = await api.post(`/admin/returns/${returnId}/receive/confirm`, {}, shop.admin)
      expect([empty.status, empty.data.message]).toEqual([400, EMPTY_RECEIVE_MESSAGE])
      const marked = await api.post(
        `/admin/returns/${returnId}/receive-items`,
        { items: [{ id: order.items[0].id, quantity: 1 }] },
        shop.admin,
      )
      expect(marked.status).toBe(200)
      expect((await api.post(`/admin/returns/${returnId}/receive/confirm`, {}, shop.admin)).status).toBe(200)
      expect(await stocked()).toBe(before + 1)
      expect(await stage()).toMatchObject({ stage: "items_received", refund_due_by: dueBy })

      // Medusa's Refund drawer saved with no payment chosen: told what to do, nothing refunded
      const unchosen = await api.post("/admin/payments/undefined/refund", { amount: 1 }, shop.admin)
      expect([unchosen.status, unchosen.data.message]).toEqual([404, expect.stringContaining("Choose the payment to refund first")])
      // refunded: nothing left to do
      const payment = await paymentOf(order.id)
      const { data: paid } = await api.get(`/admin/orders/${order.id}?fields=id,payment_collections.payments.id`, shop.admin)
      const refunded = await api.post(
        `/admin/payments/${paid.order.payment_collections[0].payments[0].id}/refund`,
        { amount: Number(payment!.captures[0].amount) },
        shop.admin,
      )
      expect(refunded.status).toBe(200)
      expect(await stage()).toMatchObject({ stage: "done" })
    })

    it("takes a withdrawn line not shipped yet off the order and refunds it, visibly on the order page; cancels the order once the rest is withdrawn", async () => {
      const order = await placePaidOrder([RESIN, ASHWAGANDHA])
      const [kept, withdrawn] = [order.items[1], order.items[0]]
      const pageBefore = (
        await api.get(`/store/order-page?token=${encodeURIComponent(linkToken("order-page", { order_id: order.id }))}`, store())
      ).data.order
      const withdrawnTotal = Number(pageBefore.items.find((item: { id: string }) => item.id === withdrawn.id).total)

      const first = await withdraw(order, [withdrawn.id])
      expect(first.status).toBe(201)
      expect(await statusOf(order.id)).not.toBe("canceled")
      // the withdrawn line is off the order, its price refunded, both on the buyer's order page
      const page = (
        await api.get(`/store/order-page?token=${encodeURIComponent(linkToken("order-page", { order_id: order.id }))}`, store())
      ).data.order
      const quantities = Object.fromEntries(page.items.map((item: { id: string; quantity: number }) => [item.id, item.quantity]))
      expect({ kept: quantities[kept.id], withdrawn: quantities[withdrawn.id] ?? 0 }).toEqual({ kept: kept.quantity, withdrawn: 0 })
      expect(page.refunded_total).toBeCloseTo(withdrawnTotal, 2)
      expect(page.total).toBeCloseTo(Number(pageBefore.total) - withdrawnTotal, 2)
      const refunds = (await paymentOf(order.id))?.refunds ?? []
      expect(refunds.reduce((sum, refund) => sum + Number(refund.amount), 0)).toBeCloseTo(withdrawnTotal, 2)
      const feed = await feedNoticesOf(getContainer(), order.id)
      expect(feed.map((notice) => String(notice.data?.description ?? "")).join("\n")).toContain("taken off the order (an order edit) and")
      expect((await widgetOf(order.id)).order).toEqual(expect.objectContaining({ fully_withdrawn: false, to_cancel: false }))
      const refused = await api.post(`/admin/withdrawn-orders/${order.id}/cancel`, {}, shop.admin)
      expect(refused.status).toBe(400)

      const rest = await withdraw(order, [kept.id])
      expect(rest.status).toBe(201)
      expect(await statusOf(order.id)).toBe("canceled")
      // never more paid back than was paid, and all of it in the end
      const payment = await paymentOf(order.id)
      const captured = (payment?.captures ?? []).reduce((sum, capture) => sum + Number(capture.amount), 0)
      expect((payment?.refunds ?? []).reduce((sum, refund) => sum + Number(refund.amount), 0)).toBeCloseTo(captured, 2)
    })

    it("cancels and refunds with the seller's one click a withdrawn order the withdrawal did not cancel", async () => {
      const order = await placePaidOrder([ASHWAGANDHA])
      // a statement stored while its cancellation failed (the payment provider was down)
      const withdrawals: WithdrawalModuleService = getContainer().resolve(WITHDRAWAL_MODULE)
      const withdrawal = await withdrawals.createWithdrawals({
        order_id: order.id,
        order_display_id: order.display_id,
        name: "Anna de Vries",
        email: BUYER,
        statement: { items: [{ line_item_id: order.items[0].id, title: "Ashwagandha Root Powder - 100 g", quantity: 1 }] },
        received_at: new Date(),
      })
      await withdrawals.createWithdrawnLines([{ withdrawal_id: withdrawal.id, line_item_id: order.items[0].id, quantity: 1 }])
      expect((await widgetOf(order.id)).order).toEqual(expect.objectContaining({ to_cancel: true }))

      const noOrder = await api.post(`/admin/withdrawn-orders/order_missing/cancel`, {}, shop.admin)
      expect(noOrder.status).toBe(404)
      const clicked = await api.post(`/admin/withdrawn-orders/${order.id}/cancel`, {}, shop.admin)
      expect([clicked.status, clicked.data.order?.canceled]).toEqual([200, true])
      expect(await statusOf(order.id)).toBe("canceled")
      const payment = await paymentOf(order.id)
      expect(payment?.refunds.reduce((sum, refund) => sum + Number(refund.amount), 0)).toBeCloseTo(Number(order.total), 2)
      const again = await api.post(`/admin/withdrawn-orders/${order.id}/cancel`, {}, shop.admin)
      expect([again.status, again.data.message]).toEqual([400, `Order #${order.display_id} is cancelled already.`])
    })
  },
})
