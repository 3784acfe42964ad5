import type { IssuedDocument } from "../../../lib/books/issued-document"
import { formatCents } from "order-summary"
import { shopConfig } from "../../../lib/shop-config"
import { RenderedEmail, escapeHtml, questionsHtml, questionsText, transactionalEmail } from "./layout"

export type OrderRefundedData = {
  display_id: number
  /** this refund, in cents */
  refund_cents: number
  /** every refund of the order so far, this one included, in cents */
  refunded_cents: number
  /** what the shopper paid for the order, in cents */
  paid_cents: number
  shop_url: string
  /** the refund's credit note, attached as a PDF (absent in e-mails queued before credit notes) */
  credit_note?: IssuedDocument | null
}

/** The sentence that says which document an e-mail carries. */
export const attachedDocumentText = (document: IssuedDocument | null | undefined) =>
  document ? `Your ${document.type === "invoice" ? "invoice" : "credit note"} ${document.number} is attached as a PDF.` : null

/** Whether the refunds so far give back all the shopper paid. */
export const isFullRefund = (data: Pick<OrderRefundedData, "refunded_cents" | "paid_cents">) => data.refunded_cents >= data.paid_cents

/** To the shopper when the seller refunds (part of) a paid order. */
export function orderRefunded(data: OrderRefundedData): RenderedEmail {
  const { brand } = shopConfig
  const full = isFullRefund(data)
  const refund = formatCents(data.refund_cents)
  const subject = full
    ? `${brand}: order #${data.display_id} refunded in full`
    : `${brand}: ${refund} of order #${data.display_id} refunded`
  const lead = full
    ? `We have refunded order #${data.display_id} in full: ${formatCents(data.refunded_cents)} in all.`
    : `We have refunded ${refund} of your order #${data.display_id}.`
  const rows: [string, string][] = [
    ["This refund", refund],
    ["Refunded in all", formatCents(data.refunded_cents)],
    ["You paid", formatCents(data.paid_cents)],
  ]
  const timing =
    "The money goes back to the payment method you used. Depending on your bank it shows on your statement within 5-10 business days."
  const attached = attachedDocumentText(data.credit_note)
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">${full ? "Your order was refunded" : "Part of your order was refunded"}</h1>
<p>${escapeHtml(lead)}</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="margin:16px 0">${rows
    .map(([label, amount]) => `<tr><td>${escapeHtml(label)}</td><td align="right"><strong>${escapeHtml(amount)}</strong></td></tr>`)
    .join("")}</table>
<p>${escapeHtml(timing)}</p>
${attached ? `<p>${escapeHtml(attached)}</p>` : ""}
${questionsHtml()}
<p><a href="${escapeHtml(data.shop_url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(brand)}</a></p>`
  const lines = [
    full ? "Your order was refunded" : "Part of your order was refunded",
    "",
    lead,
    "",
    ...rows.map(([label, amount]) => `${label}: ${amount}`),
    "",
    timing,
    "",
    ...(attached ? [attached, ""] : []),
    questionsText(),
  ]
  return transactionalEmail(subject, body, lines)
}
