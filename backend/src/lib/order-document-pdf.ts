import PDFDocument from "pdfkit"
import { formatCents, formatShipping } from "order-summary"
import type { OrderDocument } from "../workflows/invoice/invoice-document"
import { shopConfig } from "./shop-config"

const day = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: shopConfig.timeZone })

const LEFT = 50
const WIDTH = 495
const FONT = "Helvetica"
const BOLD = "Helvetica-Bold"

type Column = { text: string; width: number; align?: "left" | "right" }

/** A PDF of A4 pages in the standard fonts (no font files), collected into one buffer. */
function pdf(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: LEFT, info: { Title: title, Author: shopConfig.business.legalName } })
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
  row(doc, [{ text: label, width: WIDTH - 100, align: "right" }, { text: amount, width: 100, align: "right" }], font)

function header(doc: PDFKit.PDFDocument, document: OrderDocument, title: string) {
  doc.font(BOLD).fontSize(12).text(document.seller.name, LEFT, LEFT)
  doc.font(FONT).fontSize(9)
  for (const line of document.seller.lines) doc.text(line)
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
 * The invoice of an order: the shop's details, the number and dates, the buyer, the lines with VAT
 * included and their rate, the discounts by name, shipping, the total, the VAT per rate, and the
 * refunds made since (each with the VAT it gave back, and what was kept).
 */
export function renderInvoicePdf(document: OrderDocument): Promise<Buffer> {
  const { totals, invoice } = document
  if (!invoice) throw new Error(`Order #${totals.display_id} has no invoice number`)
  return pdf(`Invoice ${invoice.number}`, (doc) => {
    header(doc, document, `Invoice ${invoice.number}`)
    doc.text(`Invoice number: ${invoice.number}`)
    doc.text(`Invoice date: ${day(invoice.issued_at)}`)
    doc.text(`Order: #${totals.display_id}${totals.placed_at ? ` of ${day(totals.placed_at)}` : ""}`)
    doc.text(`Paid by: ${totals.payment_methods.join(", ") || "not paid"}`)
    doc.moveDown()
    addressBlock(doc, "Billed to", [...document.buyer.billing, ...(document.buyer.email ? [document.buyer.email] : [])])

    const columns = (item: string, quantity: string, unit: string, rate: string, amount: string): Column[] => [
      { text: item, width: 235 },
      { text: quantity, width: 40, align: "right" },
      { text: unit, width: 80, align: "right" },
      { text: rate, width: 40, align: "right" },
      { text: amount, width: 100, align: "right" },
    ]
    row(doc, columns("Item", "Qty", "Unit price", "VAT", "Amount"), BOLD)
    for (const line of totals.lines) {
      row(doc, columns(line.title, String(line.quantity), formatCents(line.unit_price_cents), `${line.vat_rate}%`, formatCents(line.total_cents)))
    }
    doc.moveDown(0.5)
    sum(doc, "Subtotal", formatCents(totals.subtotal_cents))
    for (const discount of totals.discounts) sum(doc, discount.label, `-${formatCents(discount.cents)}`)
    sum(doc, `Shipping${totals.shipping.name ? ` (${totals.shipping.name})` : ""}`, formatShipping(totals.shipping.cents))
    sum(doc, "Total (VAT included)", formatCents(totals.total_cents), BOLD)
    doc.moveDown()

    const vatColumns = (rate: string, net: string, vat: string, gross: string): Column[] => [
      { text: rate, width: 195 },
      { text: net, width: 100, align: "right" },
      { text: vat, width: 100, align: "right" },
      { text: gross, width: 100, align: "right" },
    ]
    row(doc, vatColumns("VAT rate", "Without VAT", "VAT", "With VAT"), BOLD)
    for (const rate of totals.vat_by_rate) {
      row(doc, vatColumns(`VAT ${rate.rate}%`, formatCents(rate.netCents), formatCents(rate.vatCents), formatCents(rate.grossCents)))
    }
    row(doc, vatColumns("VAT in all", "", formatCents(totals.vat_cents), ""), BOLD)

    if (totals.refunds.length) {
      doc.moveDown()
      doc.font(BOLD).text("Refunds (credited against this invoice)", LEFT)
      for (const refund of totals.refunds) {
        const vat = refund.by_rate.filter((rate) => rate.vatCents !== 0).map((rate) => `VAT ${rate.rate}% ${formatCents(rate.vatCents)}`)
        sum(doc, `Refunded${refund.created_at ? ` on ${day(refund.created_at)}` : ""}${vat.length ? ` (of which ${vat.join(", ")})` : ""}`, `-${formatCents(refund.cents)}`)
      }
      sum(doc, "Total after refunds", formatCents(totals.total_cents - totals.refunded_cents), BOLD)
    }
    doc.moveDown(2)
    doc.font(FONT).fontSize(8).text("All prices include VAT.", LEFT)
  })
}

/** The packing slip of an order: where it goes and what goes in the parcel, without prices. */
export function renderPackingSlipPdf(document: OrderDocument): Promise<Buffer> {
  const { totals } = document
  return pdf(`Packing slip for order #${totals.display_id}`, (doc) => {
    header(doc, document, `Packing slip: order #${totals.display_id}`)
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
  })
}
