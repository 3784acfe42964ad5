import { SMTP_PORT } from "../forms-mode"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { waitFor } from "../chat-stand-in"
import { SmtpStandIn } from "../smtp-stand-in"
import { placeTestOrder, shopSuite } from "../test-shop"

jest.setTimeout(240 * 1000)

const RESIN = "pure-himalayan-shilajit-resin"
const ASHWAGANDHA = "ashwagandha-root-powder"
const BUYER = "order-emails-buyer@example.com"

type PlacedOrder = { id: string; display_id: number; total: number; items: { id: string; quantity: number }[] }

medusaIntegrationTestRunner({
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
    const { shop, store } = shopSuite(api, getContainer, "10.0.28")

    async function placeOrder(handles: string[], email = BUYER): Promise<PlacedOrder> {
      const { order } = await placeTestOrder(api, { regionId: shop.europeRegionId, email, handles, store })
      return order
    }

    /** The order's payment once the test payment is captured (its order.placed subscriber captures it). */
    async function capturedPayment(order: PlacedOrder) {
      return waitFor(async () => {
        const { data } = await api.get(`/admin/orders/${order.id}?fields=*payment_collections.payments,*payment_collections.payments.captures`, shop.admin)
        const payment = data.order.payment_collections[0]?.payments[0]
        return payment?.captures?.length ? (payment.id as string) : null
      })
    }

    /** The seller fulfils the whole order and marks it shipped, as the admin's drawers do. */
    async function ship(order: PlacedOrder, label: { tracking_number: string; tracking_url: string }, sendNotification: boolean) {
      const items = order.items.map((item) => ({ id: item.id, quantity: item.quantity }))
      const fulfilled = await api.post(`/admin/orders/${order.id}/fulfillments?fields=id,*fulfillments`, { items }, shop.admin)
      expect([fulfilled.status, fulfilled.data.message]).toEqual([200, undefined])
      const fulfillmentId = fulfilled.data.order.fulfillments[0].id
      const shipped = await api.post(
        `/admin/orders/${order.id}/fulfillments/${fulfillmentId}/shipments`,
        { items, labels: [{ ...label, label_url: "#" }], no_notification: !sendNotification },
        shop.admin
      )
      expect([shipped.status, shipped.data.message]).toEqual([200, undefined])
    }

    const mailTo = (to: string, subject: string) =>
      waitFor(() => smtp.mails.find((mail) => mail.to.includes(to) && mail.text.includes(subject)), 30_000)
    const noticesOf = async (orderId: string, template: string) =>
      (await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ resource_id: orderId })).filter((notice) => notice.template === template)

    it("mails the shopper the shipment with carrier, tracking number and link, only with Send notification on", async () => {
      const quiet = await placeOrder([RESIN], "quiet-buyer@example.com")
      await ship(quiet, { tracking_number: "3SQUIET0001", tracking_url: "https://jouw.postnl.nl/track-and-trace/3SQUIET0001" }, false)
      const order = await placeOrder([RESIN, ASHWAGANDHA])
      await ship(order, { tracking_number: "3SABCD1234567", tracking_url: "https://www.postnl.nl/track/3SABCD1234567" }, true)

      const mail = await mailTo(BUYER, `order #${order.display_id} is on its way`)
      expect(mail.text).toContain(`Good news: your order #${order.display_id} has left our warehouse`)
      expect(mail.text).toContain("Carrier: postnl.nl")
      expect(mail.text).toContain("Tracking number: 3SABCD1234567")
      expect(mail.text).toContain("Track your parcel: https://www.postnl.nl/track/3SABCD1234567")
      expect(mail.text).toContain('href="https://www.postnl.nl/track/3SABCD1234567"')
      expect(mail.text).toMatch(/Pure Himalayan Shilajit Resin.* x 1/)
      expect(mail.text).toContain("Coolsingel 40")
      // the order shipped with the switch off got none, and the other gets one
      expect(await noticesOf(quiet.id, "order-shipped")).toEqual([])
      expect(smtp.mails.filter((sent) => sent.to.includes("quiet-buyer@example.com") && sent.text.includes("on its way"))).toEqual([])
      expect(await noticesOf(order.id, "order-shipped")).toHaveLength(1)
    })

    it("mails a partial refund with what was refunded in all, then the full refund", async () => {
      const order = await placeOrder([RESIN, ASHWAGANDHA])
      const paymentId = await capturedPayment(order)
      const partial = await api.post(`/admin/payments/${paymentId}/refund`, { amount: 5 }, shop.admin)
      expect([partial.status, partial.data.message]).toEqual([200, undefined])
      const first = await mailTo(BUYER, `€5.00 of order #${order.display_id} refunded`)
      const paid = `€${Number(order.total).toFixed(2)}`
      expect(first.text).toContain(`We have refunded €5.00 of your order #${order.display_id}.`)
      expect(first.text).toContain("Refunded in all: €5.00")
      expect(first.text).toContain(`You paid: ${paid}`)

      const rest = await api.post(`/admin/payments/${paymentId}/refund`, { amount: Math.round(Number(order.total) * 100 - 500) / 100 }, shop.admin)
      expect([rest.status, rest.data.message]).toEqual([200, undefined])
      const full = await mailTo(BUYER, `order #${order.display_id} refunded in full`)
      expect(full.text).toContain(`We have refunded order #${order.display_id} in full: ${paid} in all.`)
      // one e-mail per refund, each sent once (its status is recorded a moment after the relay took it)
      const statuses = async () => (await noticesOf(order.id, "order-refunded")).map((notice) => notice.status)
      await waitFor(async () => (await statuses()).every((status) => status === "success"))
      expect(await statuses()).toEqual(["success", "success"])
    })

    it("mails the cancellation of an unshipped order with its refund", async () => {
      const order = await placeOrder([ASHWAGANDHA])
      await capturedPayment(order)
      const canceled = await api.post(`/admin/orders/${order.id}/cancel`, {}, shop.admin)
      expect([canceled.status, canceled.data.message]).toEqual([200, undefined])
      const mail = await mailTo(BUYER, `order #${order.display_id} cancelled`)
      const total = `€${Number(order.total).toFixed(2)}`
      expect(mail.text).toContain(`We have cancelled your order #${order.display_id}. Nothing will be shipped.`)
      expect(mail.text).toContain(`We have refunded the full ${total} you paid to the payment method you used.`)
      expect(mail.text).toMatch(/Ashwagandha Root Powder.* x 1/)
    })

    it("gives the seller the order's money as the shopper saw it: VAT-inclusive lines, VAT charged, refunds, the payment by name", async () => {
      const order = await placeOrder([RESIN, ASHWAGANDHA])
      const paymentId = await capturedPayment(order)
      const refunded = await api.post(`/admin/payments/${paymentId}/refund`, { amount: 5 }, shop.admin)
      expect(refunded.status).toBe(200)
      const { status, data } = await api.get(`/admin/order-totals/${order.id}`, shop.admin)
      expect(status).toBe(200)
      const totals = data.totals
      const { data: medusa } = await api.get(`/admin/orders/${order.id}?fields=id,total,tax_total,item_total,shipping_total`, shop.admin)
      const cents = (euros: number) => Math.round(Number(euros) * 100)
      // the lines as the shopper paid them, VAT included: they add up to the subtotal, and the rule holds
      expect(totals.lines.reduce((sum: number, line: { total_cents: number }) => sum + line.total_cents, 0)).toBe(totals.subtotal_cents)
      const discounts = totals.discounts.reduce((sum: number, discount: { cents: number }) => sum + discount.cents, 0)
      expect(totals.subtotal_cents - discounts + totals.shipping.cents).toBe(totals.total_cents)
      expect(totals.total_cents).toBe(cents(medusa.order.total))
      expect(totals.vat_cents).toBe(cents(medusa.order.tax_total))
      expect(totals).toEqual(
        expect.objectContaining({
          captured_cents: cents(order.total),
          refunds: [expect.objectContaining({ cents: 500 })],
          refunded_cents: 500,
          kept_cents: cents(order.total) - 500,
          payment_methods: ["Test payment (no money taken)"],
        })
      )
      const missing = await api.get(`/admin/order-totals/order_missing`, shop.admin)
      expect(missing.status).toBe(404)
    })
  },
})
