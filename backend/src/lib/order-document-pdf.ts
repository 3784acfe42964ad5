import PDFDocument from "pdfkit"
import { formatsIn } from "./messages/formats"
import type { OrderDocument } from "../workflows/invoice/invoice-document"
import type { IssuedDocument } from "./books/issued-document"
import { shopConfig } from "./shop-config"

/** The packing slip is the seller's: in English. */
const { day } = formatsIn(null)

const LEFT = 50
const WIDTH = 495
const FONT = "Helvetica"
const BOLD = "Helvetica-Bold"

type Column = { text: string; width: number; align?: "left" | "right" }

/** A PDF of A4 pages in the standard fonts (no font files), collected into one buffer. */
function pdf(title: string, createdAt: Date, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: LEFT,
    info: { Title: title, Author: shopConfig.business.legalName, CreationDate: createdAt },
  })
  const chunks: Buffer[] = []
  doc.on("data", (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)))
    doc.on("error", reject)
  })
  draw(doc)
  doc.end()
  return ended
}

/** One row of a table: the cells side by side from the left margin, the row as tall as its tallest cell. */
function row(doc: PDFKit.PDFDocument, columns: Column[], font = FONT) {
  const top = doc.y
  let x = LEFT
  let bottom = top
  doc.font(font).fontSize(10)
  for (const column of columns) {
    doc.text(column.text, x, top, { width: column.width, align: column.align ?? "left" })
    bottom = Math.max(bottom, doc.y)
    x += column.width
  }
  doc.x = LEFT
  doc.y = bottom + 4
}

/** A label and an amount, right-aligned under the table. */
const sum = (doc: PDFKit.PDFDocument, label: string, amount: string, font = FONT) =>
  row(
    doc,
    [
      { text: label, width: WIDTH - 100, align: "right" },
      { text: amount, width: 100, align: "right" },
    ],
    font,
  )

function header(doc: PDFKit.PDFDocument, seller: { name: string; lines: string[] }, title: string) {
  doc.font(BOLD).fontSize(12).text(seller.name, LEFT, LEFT)
  doc.font(FONT).fontSize(9)
  for (const line of seller.lines) doc.text(line)
  doc.moveDown(1.5)
  doc.font(BOLD).fontSize(18).text(title)
  doc.moveDown(0.5)
  doc.font(FONT).fontSize(10)
}

function addressBlock(doc: PDFKit.PDFDocument, label: string, lines: string[]) {
  doc.font(BOLD).fontSize(10).text(label)
  doc.font(FONT)
  for (const line of lines) doc.text(line)
  doc.moveDown()
}

/**
 * An invoice or a credit note as issued, in its language (the order's when it was issued; its title
 * as each country names it: Factuur/Creditnota, Rechnung/Gutschrift (Rechnungskorrektur),
 * Facture/Avoir), its dates and amounts as that language writes them: the shop's details, the number and dates, the buyer and
 * where the goods went, the lines with their unit price without VAT, rate, VAT and total, the
 * discounts by name, shipping, the total, the VAT per rate and, for an export or an OSS sale, why
 * it charges the VAT it does. The same document always gives the same bytes (its creation date is
 * its date of issue), so the kept PDF, the e-mailed one and any later rendering agree.
 */
export function renderIssuedDocumentPdf(document: IssuedDocument): Promise<Buffer> {
  const { t, day, cents: formatCents, shipping: formatShipping } = formatsIn(document.locale)
  const isCreditNote = document.type === "credit_note"
  /** Amounts a credit note gives back are printed as negative amounts. */
  const signed = (cents: number) => formatCents(isCreditNote ? -cents : cents)
  const title = `${t(isCreditNote ? "document.creditNote" : "document.invoice")} ${document.number}`
  return pdf(title, new Date(document.issued_at), (doc) => {
    header(doc, document.seller, title)
    doc.text(`${t(isCreditNote ? "document.creditNoteNumber" : "document.invoiceNumber")}: ${document.number}`)
    doc.text(`${t(isCreditNote ? "document.creditNoteDate" : "document.invoiceDate")}: ${day(document.issued_at)}`)
    if (document.corrects) doc.text(t("document.corrects", { number: document.corrects.number, date: day(document.corrects.issued_at) }))
    if (document.reason) doc.text(t("document.reason", { reason: document.reason }))
    const { display_id: displayId, placed_at: placedAt } = document.order
    doc.text(placedAt ? t("document.orderOf", { displayId, date: day(placedAt) }) : t("document.order", { displayId }))
    doc.text(t("document.paidBy", { methods: document.payment_methods.join(", ") || t("document.notPaid") }))
    doc.moveDown()
    addressBlock(doc, t("document.billedTo"), [...document.buyer.billing, ...(document.buyer.email ? [document.buyer.email] : [])])
    if (document.buyer.delivery.join() !== document.buyer.billing.join())
      addressBlock(doc, t("document.deliveredTo"), document.buyer.delivery)

    const columns = (item: string, quantity: string, unit: string, rate: string, vat: string, amount: string): Column[] => [
      { text: item, width: 165 },
      { text: quantity, width: 30, align: "right" },
      { text: unit, width: 90, align: "right" },
      { text: rate, width: 50, align: "right" },
      { text: vat, width: 65, align: "right" },
      { text: amount, width: 95, align: "right" },
    ]
    row(
      doc,
      columns(
        t("document.item"),
        t("document.quantity"),
        t("document.unitNet"),
        t("document.vatRate"),
        t("document.vat"),
        t("document.totalWithVat"),
      ),
      BOLD,
    )
    for (const line of document.lines) {
      row(
        doc,
        columns(
          line.title,
          String(line.quantity),
          signed(line.unit_net_cents),
          `${line.vat_rate}%`,
          signed(line.vat_cents),
          signed(line.total_cents),
        ),
      )
    }
    doc.moveDown(0.5)
    if (!isCreditNote) {
      sum(doc, t("document.subtotal"), formatCents(document.lines.reduce((total, line) => total + line.total_cents, 0)))
      for (const discount of document.discounts) sum(doc, discount.label, `-${formatCents(discount.cents)}`)
      if (document.shipping)
        sum(
          doc,
          t("document.shippingVat", {
            shipping: document.shipping.name ? t("document.shippingNamed", { name: document.shipping.name }) : t("document.shipping"),
            rate: document.shipping.vat_rate,
          }),
          formatShipping(document.shipping.cents),
        )
    }
    const totalLabel = t(isCreditNote ? "document.totalCredited" : "document.total")
    sum(
      doc,
      document.vat.kind === "export" ? totalLabel : t("document.vatIncluded", { total: totalLabel }),
      signed(document.total_cents),
      BOLD,
    )
    doc.moveDown()

    const vatColumns = (rate: string, net: string, vat: string, gross: string): Column[] => [
      { text: rate, width: 195 },
      { text: net, width: 100, align: "right" },
      { text: vat, width: 100, align: "right" },
      { text: gross, width: 100, align: "right" },
    ]
    row(doc, vatColumns(t("document.vatRate"), t("document.withoutVat"), t("document.vat"), t("document.withVat")), BOLD)
    for (const rate of document.by_rate) {
      row(doc, vatColumns(t("document.vatAt", { rate: rate.rate }), signed(rate.netCents), signed(rate.vatCents), signed(rate.grossCents)))
    }
    row(doc, vatColumns(t("document.vatInAll"), "", signed(document.vat_cents), ""), BOLD)
    doc.moveDown(2)
    doc.font(FONT).fontSize(8)
    if (document.vat.note) doc.text(document.vat.note, LEFT)
    if (document.vat.kind !== "export") doc.text(t("document.pricesIncludeVat"), LEFT)
  })
}

/** One order's packing slip on the page begun: where it goes and what goes in the parcel, without prices. */
function packingSlip(doc: PDFKit.PDFDocument, document: OrderDocument) {
  const { totals } = document
  header(doc, document.seller, `Packing slip: order #${totals.display_id}`)
  if (totals.placed_at) doc.text(`Ordered on ${day(totals.placed_at)}`)
  if (totals.shipping.name) doc.text(`Shipping: ${totals.shipping.name}`)
  doc.moveDown()
  addressBlock(doc, "Deliver to", document.buyer.delivery)
  const columns = (item: string, quantity: string): Column[] => [
    { text: item, width: 395 },
    { text: quantity, width: 100, align: "right" },
  ]
  row(doc, columns("Item", "Quantity"), BOLD)
  for (const line of totals.lines) row(doc, columns(line.title, String(line.quantity)))
}

/** The packing slip of an order, without prices. */
export const renderPackingSlipPdf = (document: OrderDocument): Promise<Buffer> => renderPackingSlipsPdf([document])

/** The packing slips of several orders in one PDF, each order from a new page (a long order runs on over more). */
export function renderPackingSlipsPdf(documents: OrderDocument[]): Promise<Buffer> {
  const title =
    documents.length === 1 ? `Packing slip for order #${documents[0].totals.display_id}` : `Packing slips for ${documents.length} orders`
  return pdf(title, new Date(), (doc) => {
    documents.forEach((document, index) => {
      if (index > 0) doc.addPage()
      packingSlip(doc, document)
    })
  })
}
