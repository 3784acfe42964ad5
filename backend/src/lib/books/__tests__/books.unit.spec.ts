import { vatReport } from "../../../workflows/vat-report/vat-report"
import { seededVatOf, vatKindOf } from "../eu-vat"
import { creditNoteDocument, invoiceDocument, type InvoiceSource } from "../issued-document"

const source = (country: string, kind: ReturnType<typeof vatKindOf>, rate: number, locale = "en"): InvoiceSource => {
  const vat = 5490 - Math.round(5490 / (1 + rate / 100))
  return {
    order: { id: "order_1", display_id: 7, placed_at: "2026-11-02T10:00:00.000Z" },
    buyer: { email: "buyer@example.com", billing: ["Anna"], delivery: ["Anna"] },
    country_code: country,
    kind,
    lines: [
      { title: "Resin", quantity: 1, unit_price_cents: 3495, total_cents: 3495, vat_rate: rate },
      { title: "Ashwagandha", quantity: 1, unit_price_cents: 1995, total_cents: 1995, vat_rate: rate },
    ],
    discounts: [],
    shipping: { name: "Standard Shipping", cents: 0 },
    by_rate: [{ rate, grossCents: 5490, vatCents: vat, netCents: 5490 - vat }],
    total_cents: 5490,
    vat_cents: vat,
    payment_methods: ["Test payment"],
    locale,
  }
}

describe("the books", () => {
  it("declares a sale by where it goes and the scheme: domestic, OSS or export", () => {
    expect([
      vatKindOf("nl", "oss"),
      vatKindOf("de", "oss"),
      vatKindOf("de", "domestic"),
      vatKindOf("us", "oss"),
      vatKindOf("ch", "domestic"),
    ]).toEqual(["domestic", "oss", "domestic", "export", "export"])
    expect([seededVatOf("nl").rate, seededVatOf("de").rate, seededVatOf("fi").rate, seededVatOf("no").rate]).toEqual([21, 19, 25.5, 0])
  })

  it("states the unit price without VAT and the VAT of each line, and why an export or an OSS sale charges what it does", () => {
    const invoice = invoiceDocument(source("de", "oss", 19), 42, new Date("2026-11-02T10:00:00Z"))
    expect(invoice.number).toBe("000042")
    expect(invoice.lines[0]).toEqual({ title: "Resin", quantity: 1, unit_net_cents: 2937, vat_rate: 19, vat_cents: 558, total_cents: 3495 })
    expect(invoice.vat.note).toContain("Germany")
    expect(invoiceDocument(source("us", "export", 0), 43, new Date()).vat.note).toContain("outside the European Union")
    expect(invoiceDocument(source("nl", "domestic", 21), 44, new Date()).vat.note).toBeNull()
  })

  it("gives a credit note the refunded amount's VAT as the invoice charged it, and the report subtracts it in its own period", () => {
    const invoice = invoiceDocument(source("nl", "domestic", 21), 1, new Date("2026-10-20T10:00:00Z"))
    const note = creditNoteDocument(invoice, { refund_id: "ref_1", cents: 1995, reason: "refund" }, 1, new Date("2026-11-03T10:00:00Z"))
    expect([note.number, note.corrects?.number, note.by_rate]).toEqual([
      "CN-000001",
      "000001",
      [{ rate: 21, grossCents: 1995, vatCents: 346, netCents: 1649 }],
    ])
    expect(vatReport("2026-Q4", [invoice, note]).rows).toEqual([
      { kind: "domestic", country_code: "nl", rate: 21, net: 28.88, vat: 6.07, gross: 34.95 },
    ])
    expect(vatReport("2026-11", [note]).totals).toEqual({ net: -16.49, vat: -3.46, gross: -19.95 })
  })

  it("writes a document in the order's language: its seller's details, its VAT note, a credit note's reason as its invoice's", () => {
    const german = invoiceDocument(source("at", "oss", 20, "de-AT"), 45, new Date("2026-11-02T10:00:00Z"))
    expect(german.locale).toBe("de")
    expect(german.vat.note).toContain("Bestimmungslandes (Österreich)")
    expect(german.seller.lines).toContain("USt-IdNr. NL000000000B00")
    const note = creditNoteDocument(german, { refund_id: "ref_2", cents: 1995, reason: "withdrawal" }, 2, new Date("2026-11-03T10:00:00Z"))
    expect([note.locale, note.reason, note.lines[0].title]).toEqual(["de", "Widerruf des Vertrags", "Widerruf des Vertrags, Bestellung #7"])
    expect(invoiceDocument(source("us", "export", 0, "fr"), 46, new Date()).vat.note).toContain("hors de l'Union européenne")
    const english = invoiceDocument(source("de", "oss", 19), 47, new Date())
    expect([english.seller.lines[3], english.locale]).toEqual(["VAT number NL000000000B00", "en"])
  })
})
