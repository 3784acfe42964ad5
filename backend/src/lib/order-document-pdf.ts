import PDFDocument from "pdfkit"
import { formatCents, formatShipping } from "order-summary"
import type { OrderDocument } from "../workflows/invoice/invoice-document"
import type { IssuedDocument } from "./books/issued-document"
import { shopConfig } from "./shop-config"

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: shopConfig.timeZone })

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

/** Amounts a credit note gives back are printed as negative amounts. */
const signed = (document: IssuedDocument, cents: number) => formatCents(document.type === "credit_note" ? -cents : cents)

/**
 * An invoice or a credit note as issued: the shop's details, the number and dates, the buyer and
 * where the goods went, the lines with their unit price without VAT, rate, VAT and total, the
 * discounts by name, shipping, the total, the VAT per rate and, for an export or an OSS sale, why
 * it charges the VAT it does. The same document always gives the same bytes (its creation date is
 * its date of issue), so the kept PDF, the e-mailed one and any later rendering agree.
 */
export function renderIssuedDocumentPdf(document: IssuedDocument): Promise<Buffer> {
  const isCreditNote = document.type === "credit_note"
  const title = `${isCreditNote ? "Credit note" : "Invoice"} ${document.number}`
  return pdf(title, new Date(document.issued_at), (doc) => {
    header(doc, document.seller, title)
    doc.text(`${isCreditNote ? "Credit note" : "Invoice"} number: ${document.number}`)
    doc.text(`${isCreditNote ? "Credit note" : "Invoice"} date: ${day(document.issued_at)}`)
    if (document.corrects) doc.text(`Corrects invoice ${document.corrects.number} of ${day(document.corrects.issued_at)}`)
    if (document.reason) doc.text(`Reason: ${document.reason}`)
    doc.text(
      `Order: #${document.order.display_id}${document.order.placed_at ? ` of ${day(document.order.placed_at)} (date of supply)` : ""}`,
    )
    doc.text(`Paid by: ${document.payment_methods.join(", ") || "not paid"}`)
    doc.moveDown()
    addressBlock(doc, "Billed to", [...document.buyer.billing, ...(document.buyer.email ? [document.buyer.email] : [])])
    if (document.buyer.delivery.join() !== document.buyer.billing.join()) addressBlock(doc, "Delivered to", document.buyer.delivery)

    const columns = (item: string, quantity: string, unit: string, rate: string, vat: string, amount: string): Column[] => [
      { text: item, width: 165 },
      { text: quantity, width: 30, align: "right" },
      { text: unit, width: 90, align: "right" },
      { text: rate, width: 50, align: "right" },
      { text: vat, width: 65, align: "right" },
      { text: amount, width: 95, align: "right" },
    ]
    row(doc, columns("Item", "Qty", "Unit price excl. VAT", "VAT rate", "VAT", "Total incl. VAT"), BOLD)
    for (const line of document.lines) {
      row(
        doc,
        columns(
          line.title,
          String(line.quantity),
          signed(document, line.unit_net_cents),
          `${line.vat_rate}%`,
          signed(document, line.vat_cents),
          signed(document, line.total_cents),
        ),
      )
    }
    doc.moveDown(0.5)
    if (!isCreditNote) {
      sum(doc, "Subtotal", formatCents(document.lines.reduce((total, line) => total + line.total_cents, 0)))
      for (const discount of document.discounts) sum(doc, discount.label, `-${formatCents(discount.cents)}`)
      if (document.shipping)
        sum(
          doc,
          `Shipping${document.shipping.name ? ` (${document.shipping.name})` : ""}, VAT ${document.shipping.vat_rate}%`,
          formatShipping(document.shipping.cents),
        )
    }
    const totalLabel = isCreditNote ? "Total credited" : "Total"
    sum(doc, document.vat.kind === "export" ? totalLabel : `${totalLabel} (VAT included)`, signed(document, document.total_cents), BOLD)
    doc.moveDown()

    const vatColumns = (rate: string, net: string, vat: string, gross: string): Column[] => [
      { text: rate, width: 195 },
      { text: net, width: 100, align: "right" },
      { text: vat, width: 100, align: "right" },
      { text: gross, width: 100, align: "right" },
    ]
    row(doc, vatColumns("VAT rate", "Without VAT", "VAT", "With VAT"), BOLD)
    for (const rate of document.by_rate) {
      row(
        doc,
        vatColumns(
          `VAT ${rate.rate}%`,
          signed(document, rate.netCents),
          signed(document, rate.vatCents),
          signed(document, rate.grossCents),
        ),
      )
    }
    row(doc, vatColumns("VAT in all", "", signed(document, document.vat_cents), ""), BOLD)
    doc.moveDown(2)
    doc.font(FONT).fontSize(8)
    if (document.vat.note) doc.text(document.vat.note, LEFT)
    if (document.vat.kind !== "export") doc.text("All prices include VAT.", LEFT)
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
