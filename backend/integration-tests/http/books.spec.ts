import { SMTP_PORT } from "../forms-mode"
import { Modules } from "@medusajs/framework/utils"
import { waitFor } from "../chat-stand-in"
import { getDocumentProxy } from "unpdf"
import { mailAttachments, pdfText } from "../pdf-text"
import { SmtpStandIn } from "../smtp-stand-in"
import { addressIn, DUTCH_ADDRESS, placeTestOrder, shopIntegrationTestRunner, shopSuite } from "../test-shop"
import { INVOICE_MODULE } from "../../src/modules/invoice"
import { currentShopMonth } from "../../src/lib/shop-month"

jest.setTimeout(300 * 1000)

// 34.95 and 19.95, both at the standard rate
const RESIN: [string, number, string] = ["pure-himalayan-shilajit-resin", 1, "15 g"]
const ASHWAGANDHA: [string, number, string] = ["ashwagandha-root-powder", 1, "100 g"]
const BUYER = "books-buyer@example.com"

type PlacedOrder = {
  id: string
  display_id: number
  total: number
  items: { id: string; quantity: number; unit_price: number; product_handle?: string }[]
}
type Listed = {
  type: "invoice" | "credit_note"
  number: string
  issued_at: string
  currency_code: string
  total: number
  tax_total: number
  url: string
}
type ReportRow = { kind: string; country_code: string; rate: number; net: number; vat: number; gross: number }
type Report = {
  period: string
  invoices: number
  credit_notes: number
  rows: ReportRow[]
  totals: { net: number; vat: number; gross: number }
}

/** The month before `month` ("2026-11" -> "2026-10"). */
function monthBefore(month: string) {
  const [year, number] = month.split("-").map(Number)
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, "0")}`
}
const quarterOf = (month: string) => `${month.slice(0, 4)}-Q${Math.ceil(Number(month.slice(5)) / 3)}`

shopIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const smtp = new SmtpStandIn(SMTP_PORT)
    beforeAll(() => smtp.start())
    afterAll(() => smtp.stop())
    beforeEach(() => {
      smtp.mails = []
    })
    const { shop, store } = shopSuite(api, getContainer, "10.0.61")

    async function regionIdOf(name: string) {
      const [region] = await getContainer().resolve(Modules.REGION).listRegions({ name })
      return region.id
    }

    /** A paid order (its test payment captured) shipped to `country`. */
    async function placePaidOrder(handles: [string, number, string][], country = "nl", email = BUYER): Promise<PlacedOrder> {
      const regionId = ["nl", "de", "fr", "be"].includes(country) ? shop.europeRegionId : await regionIdOf("Worldwide")
      const shippingAddress = country === "nl" ? DUTCH_ADDRESS : addressIn(country)
      const { order } = await placeTestOrder(api, { regionId, email, handles, store, shippingAddress })
      await paymentOf(order.id, (payment) => payment.captures.length > 0)
      return order
    }

    type Payment = { id: string; captures: { amount: number }[]; refunds: { amount: number }[] }
    async function paymentOf(orderId: string, ready: (payment: Payment) => boolean = () => true) {
      return waitFor(async () => {
        const { data } = await api.get(
          `/admin/orders/${orderId}?fields=id,*payment_collections.payments,*payment_collections.payments.captures,*payment_collections.payments.refunds`,
          shop.admin,
        )
        const payment: Payment | undefined = data.order.payment_collections[0]?.payments[0]
        return payment && ready(payment) ? payment : null
      })
    }

    const documentsOf = async (orderId: string): Promise<Listed[]> => {
      const { status, data } = await api.get(`/admin/order-documents/${orderId}`, shop.admin)
      expect(status).toBe(200)
      return data.documents
    }

    /** The bytes of a document's PDF at its URL, as the admin downloads it. */
    async function pdfAt(url: string) {
      const response = await api.get(new URL(url).pathname, { ...shop.admin, responseType: "arraybuffer" })
      expect([response.status, response.headers["content-type"]]).toEqual([200, "application/pdf"])
      return Buffer.from(response.data)
    }

    /** The invoice's PDF once the order's confirmation issued it. */
    async function invoicePdf(orderId: string) {
      const invoice = await waitFor(async () => (await getContainer().resolve(INVOICE_MODULE).listInvoices({ order_id: orderId }))[0])
      expect(invoice.number).toBeGreaterThan(0)
      const response = await api.get(`/admin/order-documents/${orderId}/invoice`, { ...shop.admin, responseType: "arraybuffer" })
      expect(response.status).toBe(200)
      return Buffer.from(response.data)
    }

    /** The credit notes the refund subscriber issued for the order, once there are `count`. */
    const creditNotesOf = (orderId: string, count: number) =>
      waitFor(async () => {
        const notes = await getContainer()
          .resolve(INVOICE_MODULE)
          .listCreditNotes({ order_id: orderId }, { order: { number: "ASC" } })
        return notes.length >= count ? notes : null
      }, 30_000)

    async function report(period: string): Promise<Report> {
      const { status, data } = await api.get(`/admin/vat-report?period=${period}`, shop.admin)
      expect([status, data.message]).toEqual([200, undefined])
      return data.report
    }

    /** The seller ships the whole order, as the admin's drawers do. */
    async function ship(order: PlacedOrder) {
      const items = order.items.map((item) => ({ id: item.id, quantity: item.quantity }))
      const fulfilled = await api.post(`/admin/orders/${order.id}/fulfillments?fields=id,*fulfillments`, { items }, shop.admin)
      expect([fulfilled.status, fulfilled.data.message]).toEqual([200, undefined])
    }

    /** A return of `lines` requested, then received in full, as the admin's Return and Receive drawers do. */
    async function returnAndReceive(order: PlacedOrder, lines: { id: string; quantity: number }[]) {
      const [location] = await getContainer().resolve(Modules.STOCK_LOCATION).listStockLocations({})
      const created = await api.post(`/admin/returns`, { order_id: order.id, location_id: location.id }, shop.admin)
      expect([created.status, created.data.message]).toEqual([200, undefined])
      const returnId: string = created.data.return.id
      for (const [path, body] of [
        [`request-items`, { items: lines }],
        [`request`, {}],
        [`receive`, {}],
        [`receive-items`, { items: lines }],
        [`receive/confirm`, {}],
      ] as const) {
        const step = await api.post(`/admin/returns/${returnId}/${path}`, body, shop.admin)
        expect([path, step.status, step.data.message]).toEqual([path, 200, undefined])
      }
    }

    async function refund(order: PlacedOrder, amount: number) {
      const payment = await paymentOf(order.id)
      const refunded = await api.post(`/admin/payments/${payment.id}/refund`, { amount }, shop.admin)
      expect([refunded.status, refunded.data.message]).toEqual([200, undefined])
    }

    const rowOf = (rows: ReportRow[], kind: string, country: string) =>
      rows.filter((row) => row.kind === kind && row.country_code === country)

    it("keeps each invoice as issued through a full and a partial return, and credits each refund on a numbered credit note; the report equals what was kept", async () => {
      const partial = await placePaidOrder([RESIN, ASHWAGANDHA])
      const full = await placePaidOrder([RESIN, ASHWAGANDHA])
      const issued = { partial: await invoicePdf(partial.id), full: await invoicePdf(full.id) }
      const text = await pdfText(issued.partial)
      // what a Dutch invoice must hold: unit prices without VAT, the rate and the VAT per line and per rate
      expect(text).toMatch(/Unit price excl\.\s+VAT/)
      expect(text).toMatch(/Pure Himalayan Shilajit Resin - 15 g\s+1\s+€28\.88\s+21%\s+€6\.07\s+€34\.95/)
      expect(text).toMatch(/VAT 21%\s+€45\.37\s+€9\.53\s+€54\.90/)
      expect(text).toContain("VAT number NL000000000B00")
      // downloaded again, the same bytes; its kept file lost (a data folder restored without it), rendered again to the same bytes
      expect((await invoicePdf(partial.id)).equals(issued.partial)).toBe(true)
      const [kept] = await getContainer().resolve(INVOICE_MODULE).listInvoices({ order_id: partial.id })
      await getContainer().resolve(Modules.FILE).deleteFiles(kept.file_id!)
      expect((await invoicePdf(partial.id)).equals(issued.partial)).toBe(true)

      await ship(partial)
      await ship(full)
      const ashwagandhaLine = partial.items.find((item) => Number(item.unit_price) === 19.95)!
      await returnAndReceive(partial, [{ id: ashwagandhaLine.id, quantity: 1 }])
      await returnAndReceive(
        full,
        full.items.map((item) => ({ id: item.id, quantity: item.quantity })),
      )
      // received, not refunded yet: the books hold the sales as invoiced
      const month = currentShopMonth()
      const received = await report(month)
      expect([received.invoices, received.credit_notes, received.totals]).toEqual([2, 0, { net: 90.74, vat: 19.06, gross: 109.8 }])
      expect((await invoicePdf(partial.id)).equals(issued.partial)).toBe(true)
      expect((await invoicePdf(full.id)).equals(issued.full)).toBe(true)

      await refund(partial, 19.95)
      await refund(full, 54.9)
      const [partialNote] = await creditNotesOf(partial.id, 1)
      await creditNotesOf(full.id, 1)
      // the invoices never change; each refund has its credit note with the VAT it gives back
      expect((await invoicePdf(partial.id)).equals(issued.partial)).toBe(true)
      expect((await invoicePdf(full.id)).equals(issued.full)).toBe(true)
      const documents = await documentsOf(partial.id)
      expect(documents).toEqual([
        expect.objectContaining({
          type: "invoice",
          currency_code: "eur",
          total: 54.9,
          tax_total: 9.53,
          url: expect.stringMatching(new RegExp(`/admin/order-documents/${partial.id}/invoice$`)),
        }),
        expect.objectContaining({
          type: "credit_note",
          number: `CN-${String(partialNote.number).padStart(6, "0")}`,
          total: 19.95,
          tax_total: 3.46,
        }),
      ])
      const notePdf = await pdfAt(documents[1].url)
      const noteText = await pdfText(notePdf)
      expect(noteText).toContain(`Credit note ${documents[1].number}`)
      expect(noteText).toContain(`Corrects invoice ${documents[0].number}`)
      expect(noteText).toContain("Reason: Goods returned")
      expect(noteText).toMatch(/VAT 21%\s+-€16\.49\s+-€3\.46\s+-€19\.95/)
      expect((await pdfAt(documents[1].url)).equals(notePdf)).toBe(true)
      // the refund e-mail carries the same credit note
      const mail = await waitFor(
        () => smtp.mails.find((sent) => sent.text.includes(`€19.95 of order #${partial.display_id} refunded`)),
        30_000,
      )
      expect(mail.text).toContain(`Your credit note ${documents[1].number} is attached as a PDF.`)
      expect(mailAttachments(mail.raw).get(`credit-note-${documents[1].number}.pdf`)?.content.equals(notePdf)).toBe(true)

      // the month: two invoices less two credit notes = what was kept (34.95 with its 6.07 VAT)
      const after = await report(month)
      expect([after.invoices, after.credit_notes, after.rows]).toEqual([
        2,
        2,
        [{ kind: "domestic", country_code: "nl", rate: 21, net: 28.88, vat: 6.07, gross: 34.95 }],
      ])
      const csv = await api.get(`/admin/vat-report?period=${month}&format=csv`, shop.admin)
      expect(csv.data.split("\r\n")).toEqual([
        "period,kind,country_code,vat_rate,net,vat,gross",
        `${month},domestic,nl,21,28.88,6.07,34.95`,
        "",
      ])

      // the seller's overview counts the same documents: what it says was kept is the report's total
      const { data: overview } = await api.get(`/admin/sales-overview?period=${month}&by=week`, shop.admin)
      expect(overview.overview.totals).toEqual({ orders: 2, revenue: 109.8, average_order: 54.9, refunds: 74.85, kept: after.totals.gross })
      expect(
        overview.overview.top_products.map((product: { title: string; quantity: number }) => [product.title, product.quantity]),
      ).toEqual([
        ["Pure Himalayan Shilajit Resin - 15 g", 2],
        ["Ashwagandha Root Powder - 100 g", 2],
      ])
      const badBucket = await api.get(`/admin/sales-overview?by=year`, shop.admin)
      expect(badBucket.status).toBe(400)
    })

    it("charges each EU country's VAT inside the same shelf price, exports at 0% with the reason, and Dutch VAT everywhere under the threshold setting", async () => {
      const orders = {
        de: await placePaidOrder([RESIN], "de"),
        fr: await placePaidOrder([RESIN], "fr"),
        nl: await placePaidOrder([RESIN], "nl"),
        us: await placePaidOrder([RESIN], "us"),
      }
      const rates = { de: 19, fr: 20, nl: 21, us: 0 }
      for (const [country, order] of Object.entries(orders) as [keyof typeof rates, PlacedOrder][]) {
        const text = await pdfText(await invoicePdf(order.id))
        const rate = rates[country]
        // the same 34.95 on the shelf, the country's VAT inside it
        const netCents = Math.round(3495 / (1 + rate / 100))
        const [net, vat] = [netCents, 3495 - netCents].map((cents) => (cents / 100).toFixed(2))
        expect({
          country,
          line: new RegExp(`Pure Himalayan Shilajit Resin.*\\s+1\\s+€${net}\\s+${rate}%\\s+€${vat}\\s+€34\\.95`).test(text),
        }).toEqual({ country, line: true })
        if (country === "us") {
          expect(text).toContain("VAT 0%: export of goods to a destination outside the European Union")
          expect(text).not.toContain("Total (VAT included)")
        }
        if (country === "de")
          expect(text).toContain("VAT of the country of destination (Germany) at 19%, declared through the One-Stop Shop (OSS)")
        if (country === "nl") expect(text).not.toContain("One-Stop Shop")
      }
      const month = await report(currentShopMonth())
      expect(month.rows.map((row) => [row.kind, row.country_code, row.rate])).toEqual([
        ["domestic", "nl", 21],
        ["oss", "de", 19],
        ["oss", "fr", 20],
        ["export", "us", 0],
      ])

      // a seller below the threshold: Dutch VAT on every EU order, and back
      expect((await api.post(`/admin/vat-scheme`, { scheme: "domestic" }, shop.admin)).status).toBe(200)
      expect((await api.get(`/admin/vat-scheme`, shop.admin)).data).toEqual({ scheme: "domestic" })
      const domestic = await placePaidOrder([RESIN], "de")
      expect(await pdfText(await invoicePdf(domestic.id))).toMatch(
        /Pure Himalayan Shilajit Resin - 15 g\s+1\s+€28\.88\s+21%\s+€6\.07\s+€34\.95/,
      )
      expect(rowOf((await report(currentShopMonth())).rows, "domestic", "de")).toEqual([expect.objectContaining({ rate: 21 })])
      expect((await api.post(`/admin/vat-scheme`, { scheme: "oss" }, shop.admin)).status).toBe(200)
      const oss = await placePaidOrder([RESIN], "de")
      expect(await pdfText(await invoicePdf(oss.id))).toMatch(/Pure Himalayan Shilajit Resin - 15 g\s+1\s+€29\.37\s+19%\s+€5\.58\s+€34\.95/)
      const refused = await api.post(`/admin/vat-scheme`, { scheme: "germany" }, shop.admin)
      expect([refused.status, refused.data.message]).toEqual([
        400,
        "Invalid request: Expected: 'oss, domestic' for field 'scheme', but got: 'germany'",
      ])
    })

    it("gives ten refunds made at once on ten orders ten credit notes with consecutive numbers", async () => {
      const orders: PlacedOrder[] = []
      for (let index = 0; index < 10; index++) orders.push(await placePaidOrder([ASHWAGANDHA]))
      await Promise.all(orders.map((order) => invoicePdf(order.id)))
      await Promise.all(orders.map((order) => refund(order, 5)))
      const notes = (await Promise.all(orders.map((order) => creditNotesOf(order.id, 1)))).flat()
      const numbers = notes.map((note) => note.number).sort((a, b) => a - b)
      expect(numbers).toEqual(Array.from({ length: 10 }, (_, index) => numbers[0] + index))
      expect(new Set(notes.map((note) => note.refund_id)).size).toBe(10)
    })

    it("builds the quarter from its documents per country, and a credit note issued in the next month leaves the earlier month as filed", async () => {
      const german = await placePaidOrder([RESIN, ASHWAGANDHA], "de")
      const dutch = await placePaidOrder([RESIN], "nl")
      await invoicePdf(german.id)
      await invoicePdf(dutch.id)
      // both invoiced last month: their rows and documents moved back to its first days
      const thisMonth = currentShopMonth()
      const lastMonth = monthBefore(thisMonth)
      const invoices = getContainer().resolve(INVOICE_MODULE)
      for (const invoice of await invoices.listInvoices({ order_id: [german.id, dutch.id] })) {
        const issuedAt = new Date(`${lastMonth}-10T12:00:00Z`)
        const document = invoice.document as Record<string, unknown>
        await invoices.updateInvoices({ id: invoice.id, issued_at: issuedAt, document: { ...document, issued_at: issuedAt.toISOString() } })
      }
      const filed = await report(lastMonth)
      expect(filed.rows).toEqual([
        { kind: "domestic", country_code: "nl", rate: 21, net: 34.66, vat: 7.28, gross: 41.94 },
        { kind: "oss", country_code: "de", rate: 19, net: 46.13, vat: 8.77, gross: 54.9 },
      ])
      // refunded this month: the credit note counts now, last month stays as filed
      await refund(german, 19.95)
      await creditNotesOf(german.id, 1)
      expect(await report(lastMonth)).toEqual(filed)
      const now = await report(thisMonth)
      expect(now.rows).toEqual([{ kind: "oss", country_code: "de", rate: 19, net: -16.76, vat: -3.19, gross: -19.95 }])

      // a quarter is the sum of its months' documents
      const quarters = [...new Set([quarterOf(lastMonth), quarterOf(thisMonth)])]
      const quarterRows = (await Promise.all(quarters.map(report))).flatMap((quarter) => quarter.rows)
      const sum = (rows: ReportRow[], kind: string, country: string) =>
        Math.round(rowOf(rows, kind, country).reduce((total, row) => total + row.gross * 100, 0))
      for (const [kind, country] of [
        ["oss", "de"],
        ["domestic", "nl"],
      ]) {
        const documents = await documentsOf(country === "de" ? german.id : dutch.id)
        const fromDocuments = Math.round(
          documents.reduce((total, document) => total + (document.type === "invoice" ? 1 : -1) * document.total * 100, 0),
        )
        expect({ kind, country, gross: sum(quarterRows, kind, country) }).toEqual({ kind, country, gross: fromDocuments })
      }
      // a refund whose event never came (made past Medusa's refund workflow): the report still credits it
      await getContainer()
        .resolve(Modules.PAYMENT)
        .refundPayment({ payment_id: (await paymentOf(dutch.id)).id, amount: 1 })
      const caught = await report(thisMonth)
      expect(rowOf(caught.rows, "domestic", "nl")).toEqual([
        { kind: "domestic", country_code: "nl", rate: 21, net: -0.83, vat: -0.17, gross: -1 },
      ])
      expect(caught.credit_notes).toBe(2)

      const bad = await api.get(`/admin/vat-report?period=2026-Q5`, shop.admin)
      expect([bad.status, bad.data.message]).toEqual([
        400,
        expect.stringContaining("period must be a month like 2026-11 or a quarter like 2026-Q4"),
      ])
      const stranger = await api.get(`/admin/order-documents/${german.id}`, { validateStatus: () => true })
      expect(stranger.status).toBe(401)
      const missing = await api.get(`/admin/order-documents/${german.id}/credit-notes/CN-999999`, shop.admin)
      expect(missing.status).toBe(404)
    })

    it("downloads the Orders export from the admin's notice, for the signed-in seller only", async () => {
      const order = await placePaidOrder([RESIN])
      // the guest's customer record is named after the order's address (Medusa's export reads it)
      await waitFor(async () => {
        const { data } = await api.get(`/admin/orders/${order.id}?fields=customer.first_name,customer.last_name`, shop.admin)
        return data.order.customer?.last_name === DUTCH_ADDRESS.last_name
      })
      const started = await api.post(`/admin/orders/export`, {}, shop.admin)
      expect(started.status).toBe(202)
      const notice = await waitFor(async () => {
        const notices = await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ channel: "feed" })
        return notices.find((entry) => (entry.data as { file?: { url?: string } } | null)?.file?.url)
      }, 60_000)
      const url = new URL(String((notice.data as { file: { url: string } }).file.url))
      expect(url.pathname).toMatch(/^\/admin\/private-files\/private-\d+-.+\.csv$/)
      const csv = await api.get(url.pathname, shop.admin)
      expect([csv.status, String(csv.headers["content-type"])]).toEqual([200, "text/csv; charset=utf-8"])
      expect(String(csv.data)).toContain(BUYER)
      expect(String(csv.data)).toContain(`${DUTCH_ADDRESS.first_name},${DUTCH_ADDRESS.last_name}`)
      expect((await api.get(url.pathname, { validateStatus: () => true })).status).toBe(401)
      expect((await api.get(`/admin/private-files/..%2F..%2Fetc%2Fpasswd`, shop.admin)).status).toBe(404)
    })

    it("lists the paid orders to ship, prints the selected ones' packing slips in one PDF and fulfils them at once, once, naming each refused order and why", async () => {
      const buyer = "to-ship@example.com"
      const first = await placePaidOrder([RESIN], "nl", buyer)
      const second = await placePaidOrder([ASHWAGANDHA, ["pure-himalayan-shilajit-resin", 2, "15 g"]], "de", buyer)
      const cancelled = await placePaidOrder([ASHWAGANDHA], "nl", "to-ship-cancelled@example.com")
      expect((await api.post(`/admin/orders/${cancelled.id}/cancel`, {}, shop.admin)).status).toBe(200)

      type Listed = { id: string; display_id: number; name: string; items: { title: string; quantity: number }[] }
      const listed = async (): Promise<Listed[]> => (await api.get(`/admin/orders-to-ship?limit=50`, shop.admin)).data.orders
      const before = await listed()
      expect(before.map((order) => order.id)).toEqual(expect.arrayContaining([second.id, first.id]))
      expect(before.map((order) => order.id)).not.toContain(cancelled.id)
      expect(before.find((order) => order.id === second.id)?.items).toEqual([
        { title: "Ashwagandha Root Powder - 100 g", quantity: 1 },
        { title: "Pure Himalayan Shilajit Resin - 15 g", quantity: 2 },
      ])

      const slips = await api.get(`/admin/packing-slips?order_ids=${first.id}&order_ids=${second.id}`, {
        ...shop.admin,
        responseType: "arraybuffer",
      })
      expect([slips.status, slips.headers["content-type"], slips.headers["content-disposition"]]).toEqual([
        200,
        "application/pdf",
        'attachment; filename="packing-slips-2-orders.pdf"',
      ])
      const document = await getDocumentProxy(new Uint8Array(slips.data))
      expect(document.numPages).toBe(2)
      const text = await pdfText(Buffer.from(slips.data))
      expect(text.indexOf(`Packing slip: order #${first.display_id}`)).toBeLessThan(
        text.indexOf(`Packing slip: order #${second.display_id}`),
      )
      expect(text).toContain(`Packing slip: order #${first.display_id}`)
      expect(text).toContain(addressIn("de").address_1)
      expect(text).toMatch(/Pure Himalayan Shilajit Resin - 15 g\s+2/)
      expect(text).not.toContain("€")
      for (const [path, status, message] of [
        [`/admin/packing-slips?order_ids=nonsense`, 400, "each order id must be an order's id"],
        [`/admin/packing-slips`, 400, "order_ids"],
        [`/admin/packing-slips?order_ids=order_01MISSING&order_ids=${first.id}`, 404, "order_01MISSING was not found"],
      ] as const) {
        const refused = await api.get(path, shop.admin)
        expect([path, refused.status, refused.data.message]).toEqual([path, status, expect.stringContaining(message)])
      }

      const fulfil = (order_ids: unknown) => api.post(`/admin/orders-to-ship/fulfil`, { order_ids }, shop.admin)
      for (const [body, status, message] of [
        // Medusa's validation words a missing or too short list itself, naming the field
        [[], 400, "order_ids"],
        [["nonsense"], 400, "each order id must be an order's id"],
        ["order_01", 400, "order_ids"],
        [["order_01MISSING", first.id], 404, "order_01MISSING"],
      ] as const) {
        const refused = await fulfil(body)
        expect([body, refused.status, refused.data.message]).toEqual([body, status, expect.stringContaining(message)])
      }
      const fulfilled = await fulfil([first.id, cancelled.id, second.id])
      expect([fulfilled.status, fulfilled.data]).toEqual([
        200,
        {
          fulfilled: [
            { id: first.id, display_id: first.display_id },
            { id: second.id, display_id: second.display_id },
          ],
          refused: [{ id: cancelled.id, display_id: cancelled.display_id, reason: "it is cancelled" }],
        },
      ])
      // the same request twice at once fulfils nothing twice
      const again = await Promise.all([fulfil([first.id, second.id]), fulfil([second.id, first.id])])
      for (const answer of again) {
        expect(answer.data.fulfilled).toEqual([])
        expect(answer.data.refused.map((refusal: { reason: string }) => refusal.reason)).toEqual([
          "it is fulfilled already",
          "it is fulfilled already",
        ])
      }
      for (const order of [first, second]) {
        const { data } = await api.get(`/admin/orders/${order.id}?fields=fulfillment_status,*fulfillments`, shop.admin)
        expect([data.order.fulfillment_status, data.order.fulfillments.length]).toEqual(["fulfilled", 1])
      }
      expect((await listed()).map((order) => order.id)).not.toEqual(expect.arrayContaining([first.id]))
      expect((await listed()).map((order) => order.id)).not.toContain(second.id)
    })

    it("lists customers with their name, orders, spend (paid less refunded) and last order, sorted by spend, paged", async () => {
      const big = "overview-big@example.com"
      const small = "overview-small@example.com"
      const firstBig = await placePaidOrder([RESIN, ASHWAGANDHA], "nl", big)
      const secondBig = await placePaidOrder([RESIN], "nl", big)
      const onlySmall = await placePaidOrder([ASHWAGANDHA], "nl", small)
      await refund(secondBig, 5)
      await paymentOf(secondBig.id, (payment) => payment.refunds.length > 0)
      type Row = { email: string; name: string; orders: number; spend: number; last_order_at: string }
      const everyone = async (order: string): Promise<Row[]> => {
        const { status, data } = await api.get(`/admin/customers-overview?limit=100&order=${order}`, shop.admin)
        expect(status).toBe(200)
        return data.customers
      }
      const rows = await waitFor(async () => {
        const found = await everyone("-spend")
        return found.find((row) => row.email === big)?.name ? found : null
      })
      const bigRow = rows.find((row) => row.email === big)
      const smallRow = rows.find((row) => row.email === small)
      expect(bigRow).toMatchObject({
        name: `${DUTCH_ADDRESS.first_name} ${DUTCH_ADDRESS.last_name}`,
        orders: 2,
        spend: (Math.round(firstBig.total * 100) + Math.round(secondBig.total * 100) - 500) / 100,
      })
      expect(smallRow).toMatchObject({ orders: 1, spend: onlySmall.total })
      expect(Date.parse(bigRow?.last_order_at ?? "")).toBeGreaterThan(0)
      const spends = rows.map((row) => row.spend)
      expect(spends).toEqual([...spends].sort((a, b) => b - a))
      const ascending = await everyone("spend")
      expect(ascending.findIndex((row) => row.email === small)).toBeLessThan(ascending.findIndex((row) => row.email === big))
      const page = await api.get(`/admin/customers-overview?limit=1&offset=1`, shop.admin)
      expect([page.data.customers.length, page.data.count, page.data.customers[0].email]).toEqual([1, rows.length, rows[1].email])
      for (const path of [
        `/admin/customers-overview?order=name`,
        `/admin/customers-overview?limit=0`,
        `/admin/customers-overview?offset=-1`,
        `/admin/customers-overview?sort=spend`,
      ]) {
        const refused = await api.get(path, shop.admin)
        expect([path, refused.status]).toEqual([path, 400])
      }
    })
  },
})
