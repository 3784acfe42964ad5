import { SMTP_PORT } from "../forms-mode"
import { Modules } from "@medusajs/framework/utils"
import { waitFor } from "../chat-stand-in"
import { SmtpStandIn } from "../smtp-stand-in"
import { mailAttachments, pdfText } from "../pdf-text"
import { firstVariantOf, placeTestOrder, shopIntegrationTestRunner, shopSuite } from "../test-shop"
import { INVOICE_MODULE } from "../../src/modules/invoice"
import type InvoiceModuleService from "../../src/modules/invoice/service"

jest.setTimeout(240 * 1000)

const RESIN = "pure-himalayan-shilajit-resin"
const ASHWAGANDHA = "ashwagandha-root-powder"
const BUYER = "order-emails-buyer@example.com"

type PlacedOrder = { id: string; display_id: number; total: number; items: { id: string; quantity: number }[] }

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
    const { shop, store } = shopSuite(api, getContainer, "10.0.28")

    async function placeOrder(handles: string[], email = BUYER): Promise<PlacedOrder> {
      const { order } = await placeTestOrder(api, { regionId: shop.europeRegionId, email, handles, store })
      return order
    }

    /** The order's payment once the test payment is captured (its order.placed subscriber captures it). */
    async function capturedPayment(order: PlacedOrder) {
      return waitFor(async () => {
        const { data } = await api.get(
          `/admin/orders/${order.id}?fields=*payment_collections.payments,*payment_collections.payments.captures`,
          shop.admin,
        )
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
        shop.admin,
      )
      expect([shipped.status, shipped.data.message]).toEqual([200, undefined])
    }

    const mailTo = (to: string, subject: string) =>
      waitFor(() => smtp.mails.find((mail) => mail.to.includes(to) && mail.text.includes(subject)), 30_000)
    const noticesOf = async (orderId: string, template: string) =>
      (await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ resource_id: orderId })).filter(
        (notice) => notice.template === template,
      )

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

      const rest = await api.post(
        `/admin/payments/${paymentId}/refund`,
        { amount: Math.round(Number(order.total) * 100 - 500) / 100 },
        shop.admin,
      )
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
      const { data: medusa } = await api.get(
        `/admin/orders/${order.id}?fields=id,total,credit_line_total,tax_total,item_total,shipping_total`,
        shop.admin,
      )
      const cents = (euros: number) => Math.round(Number(euros) * 100)
      // Medusa lowers the order's total by each refund (a credit line): the total charged is before it
      expect(cents(medusa.order.credit_line_total)).toBe(500)
      expect(totals.discounts).toEqual([])
      // the lines as the shopper paid them, VAT included: they add up to the subtotal, and the rule holds
      expect(totals.lines.reduce((sum: number, line: { total_cents: number }) => sum + line.total_cents, 0)).toBe(totals.subtotal_cents)
      const discounts = totals.discounts.reduce((sum: number, discount: { cents: number }) => sum + discount.cents, 0)
      expect(totals.subtotal_cents - discounts + totals.shipping.cents).toBe(totals.total_cents)
      expect(totals.total_cents).toBe(cents(medusa.order.total) + 500)
      expect(totals.vat_cents).toBe(cents(medusa.order.tax_total))
      expect(totals).toEqual(
        expect.objectContaining({
          captured_cents: cents(order.total),
          refunds: [expect.objectContaining({ cents: 500 })],
          refunded_cents: 500,
          kept_cents: cents(order.total) - 500,
          payment_methods: ["Test payment (no money taken)"],
        }),
      )
      const missing = await api.get(`/admin/order-totals/order_missing`, shop.admin)
      expect(missing.status).toBe(404)
    })

    it("tells the shop of a new order and of a variant whose stock fell to its threshold", async () => {
      // the resin's own threshold above its stock, the ashwagandha at the shop's default (5) well below
      // the size placeOrder buys (the Store API lists a product's variants in no set order: taking the
      // first it answered set the threshold on another size now and then, and no notice came)
      const variantId = await firstVariantOf(api, RESIN, store)
      const { data: products } = await api.get(`/store/products?handle=${RESIN}&fields=id,*variants`, store())
      const [resin] = products.products
      const variant = resin.variants.find((listed: { id: string }) => listed.id === variantId)
      const updated = await api.post(
        `/admin/products/${resin.id}/variants/${variant.id}`,
        { metadata: { low_stock_threshold: 100000 } },
        shop.admin,
      )
      expect(updated.status).toBe(200)
      const order = await placeOrder([RESIN, ASHWAGANDHA])

      const total = `€${Number(order.total).toFixed(2)}`
      const newOrder = await mailTo("info@example.com", `New order #${order.display_id}: ${total}`)
      expect(newOrder.text).toContain("Anna de Vries (order-emails-buyer@example.com), Netherlands, ordered:")
      expect(newOrder.text).toMatch(/Ashwagandha Root Powder.* × 1/)
      expect(newOrder.text).toContain(`/app/orders/${order.id}`)
      const { data: stock } = await api.get(
        `/admin/products/${resin.id}/variants/${variant.id}?fields=inventory_items.inventory.location_levels.*`,
        shop.admin,
      )
      const levels = stock.variant.inventory_items[0].inventory.location_levels
      const left = levels.reduce(
        (sum: number, level: { stocked_quantity: number; reserved_quantity: number }) =>
          sum + level.stocked_quantity - level.reserved_quantity,
        0,
      )
      const lowTitle = `Low stock: Pure Himalayan Shilajit Resin - ${variant.title}, ${left} left`
      const lowStock = await mailTo("info@example.com", lowTitle)
      expect(lowStock.text).toContain(`has ${left} left for sale after order #${order.display_id} (your threshold: 100000)`)
      // each notice's feed entry is made just after its e-mail
      const feedTitles = async () =>
        (
          await getContainer()
            .resolve(Modules.NOTIFICATION)
            .listNotifications({ channel: "feed", resource_id: [order.id, variant.id] })
        )
          .map((notice) => (notice.data as { title: string }).title)
          .sort()
      await waitFor(async () => (await feedTitles()).length >= 2)
      expect(await feedTitles()).toEqual([lowTitle, `New order #${order.display_id}: ${total}`].sort())
      expect(smtp.mails.filter((mail) => mail.text.includes("Low stock: Ashwagandha"))).toEqual([])
    })

    /** The invoice PDF of an order, as the admin's button downloads it, and its text. */
    async function invoiceOf(orderId: string) {
      const response = await api.get(`/admin/order-documents/${orderId}/invoice`, { ...shop.admin, responseType: "arraybuffer" })
      expect([response.status, response.headers["content-type"]]).toEqual([200, "application/pdf"])
      const text = await pdfText(Buffer.from(response.data))
      const number = Number(text.match(/Invoice number: (\d{6})/)?.[1])
      return { text, number, disposition: String(response.headers["content-disposition"]) }
    }

    const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`

    it("invoices a paid order with the VAT per rate, numbered after the last one, attached to the confirmation; the month's VAT report sums the orders less the refund", async () => {
      // Ashwagandha at the reduced rate, so the invoice has two rates to tell apart
      const container = getContainer()
      const tax = container.resolve(Modules.TAX)
      const dutch = (await tax.listTaxRegions({ country_code: "nl" })).find((region) => !region.parent_id)!
      const { data: products } = await api.get(`/store/products?handle=${ASHWAGANDHA}&fields=id`, store())
      await tax.createTaxRates([
        {
          tax_region_id: dutch.id,
          rate: 9,
          code: "NL-VAT-9",
          name: "Dutch VAT reduced rate",
          rules: [{ reference: "product", reference_id: products.products[0].id }],
        },
      ])
      const first = await placeOrder([RESIN])
      const order = await placeOrder([RESIN, ASHWAGANDHA])
      const mail = await mailTo(BUYER, `order #${order.display_id} confirmed`)

      const { text, number, disposition } = await invoiceOf(order.id)
      expect((await invoiceOf(first.id)).number + 1).toBe(number)
      expect(disposition).toBe(`attachment; filename="invoice-${String(number).padStart(6, "0")}-order-${order.display_id}.pdf"`)
      expect(text).toContain(`Invoice ${String(number).padStart(6, "0")}`)
      expect(text).toContain("Example Brand B.V.")
      expect(text).toContain("VAT number NL000000000B00")
      expect(text).toContain("Coolsingel 40")

      // each rate's VAT as Medusa charged it on the lines and the shipping, rounded once
      const { data: medusa } = await api.get(
        `/admin/orders/${order.id}?fields=tax_total,total,items.product_title,items.tax_total,items.total,*items.tax_lines,shipping_methods.tax_total,shipping_methods.total`,
        shop.admin,
      )
      const cents = (amount: number | string) => Math.round(Number(amount) * 100)
      const lineOf = (title: string) => medusa.order.items.find((item: { product_title: string }) => item.product_title.startsWith(title))
      const reduced = lineOf("Ashwagandha")
      expect(reduced.tax_lines.map((line: { rate: number }) => line.rate)).toEqual([9])
      const { data: shopTotals } = await api.get(`/admin/order-totals/${order.id}`, shop.admin)
      const rates = shopTotals.totals.vat_by_rate
      expect(rates.map((rate: { rate: number }) => rate.rate)).toEqual([21, 9])
      expect(rates[1].vatCents).toBe(cents(reduced.tax_total))
      expect(rates[1].grossCents).toBe(cents(reduced.total))
      expect(rates[0].vatCents + rates[1].vatCents).toBe(cents(medusa.order.tax_total))
      expect(rates[0].grossCents + rates[1].grossCents).toBe(cents(medusa.order.total))
      for (const rate of rates) {
        expect(text).toMatch(
          new RegExp(`VAT ${rate.rate}%\\s+${euros(rate.netCents)}\\s+${euros(rate.vatCents)}\\s+${euros(rate.grossCents)}`),
        )
      }
      expect(text).toMatch(new RegExp(`VAT in all\\s+${euros(cents(medusa.order.tax_total))}`))
      expect(text).toMatch(new RegExp(`Total \\(VAT included\\)\\s+${euros(cents(medusa.order.total))}`))

      // the same invoice, attached to the confirmation
      expect(mail.text).toContain(`Your invoice ${String(number).padStart(6, "0")} is attached as a PDF.`)
      const attached = mailAttachments(mail.raw).get(`invoice-${String(number).padStart(6, "0")}.pdf`)
      expect(attached?.contentType).toBe("application/pdf")
      expect(await pdfText(attached!.content)).toContain(`Invoice number: ${String(number).padStart(6, "0")}`)

      // a refund leaves the invoice as issued (a credit note corrects it: the books suite)
      const paymentId = await capturedPayment(order)
      expect((await api.post(`/admin/payments/${paymentId}/refund`, { amount: 5 }, shop.admin)).status).toBe(200)
      const refunded = await invoiceOf(order.id)
      expect([refunded.number, refunded.text]).toEqual([number, text])

      // the month's VAT report, from the documents: the two invoices per rate, less the credit note
      const { data: firstMedusa } = await api.get(`/admin/orders/${first.id}?fields=tax_total,total`, shop.admin)
      const creditNote = await waitFor(
        async () => (await getContainer().resolve<InvoiceModuleService>(INVOICE_MODULE).listCreditNotes({ order_id: order.id }))[0],
      )
      expect(creditNote.number).toBe(1)
      const report = await api.get(`/admin/vat-report`, shop.admin)
      expect(report.status).toBe(200)
      const { rows, period, invoices: invoiceCount, credit_notes: creditNoteCount, totals } = report.data.report
      type ReportRow = { kind: string; country_code: string; rate: number; net: number; vat: number; gross: number }
      expect([invoiceCount, creditNoteCount, rows.map((row: ReportRow) => [row.kind, row.country_code, row.rate])]).toEqual([
        2,
        1,
        [
          ["domestic", "nl", 21],
          ["domestic", "nl", 9],
        ],
      ])
      expect(Math.round(totals.gross * 100)).toBe(cents(firstMedusa.order.total) + cents(medusa.order.total) - 500)
      for (const row of rows as ReportRow[]) expect(Math.round((row.net + row.vat) * 100)).toBe(Math.round(row.gross * 100))
      const csv = await api.get(`/admin/vat-report?period=${period}&format=csv`, shop.admin)
      expect([csv.status, csv.headers["content-disposition"]]).toEqual([200, `attachment; filename="vat-report-${period}.csv"`])
      const reduction = rows[1] as ReportRow
      expect(csv.data.split("\r\n")).toContain(
        [period, "domestic", "nl", "9", ...[reduction.net, reduction.vat, reduction.gross].map((value) => value.toFixed(2))].join(","),
      )
      const badMonth = await api.get(`/admin/vat-report?month=2026-13`, shop.admin)
      expect([badMonth.status, badMonth.data.message]).toEqual([400, expect.stringContaining("month must be a month like 2026-11")])

      const slip = await api.get(`/admin/order-documents/${order.id}/packing-slip`, { ...shop.admin, responseType: "arraybuffer" })
      expect(slip.status).toBe(200)
      const slipText = await pdfText(Buffer.from(slip.data))
      expect(slipText).toContain(`Packing slip: order #${order.display_id}`)
      expect(slipText).toMatch(/Ashwagandha Root Powder.*\s+1/)
      expect(slipText).not.toContain("€")

      const missing = await api.get(`/admin/order-documents/order_missing/invoice`, shop.admin)
      expect(missing.status).toBe(404)
      const stranger = await api.get(`/admin/order-documents/${order.id}/invoice`, { validateStatus: () => true })
      expect(stranger.status).toBe(401)
    })

    it("gives invoices issued at once distinct consecutive numbers, and one order one number", async () => {
      const invoices = getContainer().resolve<InvoiceModuleService>(INVOICE_MODULE)
      const orderIds = Array.from({ length: 8 }, (_, index) => `order_concurrent_${index}`)
      const issued = await Promise.all([...orderIds, orderIds[0], orderIds[3]].map((id) => invoices.issueInvoice(id)))
      const numbers = issued
        .slice(0, orderIds.length)
        .map((invoice) => invoice.number)
        .sort((a, b) => a - b)
      expect(numbers).toEqual(Array.from({ length: orderIds.length }, (_, index) => numbers[0] + index))
      expect(issued[orderIds.length].number).toBe(issued[0].number)
      expect(issued[orderIds.length + 1].number).toBe(issued[3].number)
      expect(await invoices.listInvoices({ order_id: orderIds })).toHaveLength(orderIds.length)
    })
  },
})
