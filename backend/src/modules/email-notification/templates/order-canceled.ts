import type { IssuedDocument } from "../../../lib/books/issued-document"
import { attachedDocumentText } from "./order-refunded"
import { formatCents } from "order-summary"
import { shopConfig } from "../../../lib/shop-config"
import { RenderedEmail, escapeHtml, questionsHtml, questionsText, transactionalEmail } from "./layout"

export type OrderCanceledData = {
  display_id: number
  items: { title: string; quantity: number }[]
  /** what the shopper paid for the order, in cents (0 when nothing had been charged) */
  paid_cents: number
  /** what was given back to the shopper, in cents (0 when nothing had been charged) */
  refunded_cents: number
  /** cancelled because the shopper withdrew from the contract */
  withdrawn: boolean
  shop_url: string
  /** the refund's credit note, attached as a PDF (absent when nothing was charged) */
  credit_note?: IssuedDocument | null
}

/** To the shopper when their order is cancelled before it was shipped. */
export function orderCanceled(data: OrderCanceledData): RenderedEmail {
  const { brand } = shopConfig
  const subject = `${brand}: order #${data.display_id} cancelled`
  const lead = data.withdrawn
    ? `As you withdrew from it, we have cancelled your order #${data.display_id}. Nothing will be shipped.`
    : `We have cancelled your order #${data.display_id}. Nothing will be shipped.`
  const refunded = formatCents(data.refunded_cents)
  const bank = "Depending on your bank it shows on your statement within 5-10 business days."
  const money =
    data.refunded_cents <= 0
      ? "Nothing was charged for it."
      : data.refunded_cents >= data.paid_cents
        ? `We have refunded the full ${refunded} you paid to the payment method you used. ${bank}`
        : `We have refunded ${refunded} of the ${formatCents(data.paid_cents)} you paid to the payment method you used. ${bank}`
  const attached = attachedDocumentText(data.credit_note)
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">Your order was cancelled</h1>
<p>${escapeHtml(lead)}</p>
<ul>${data.items.map((item) => `<li>${escapeHtml(item.title)} × ${item.quantity}</li>`).join("")}</ul>
<p>${escapeHtml(money)}</p>
${attached ? `<p>${escapeHtml(attached)}</p>` : ""}
${questionsHtml()}
<p><a href="${escapeHtml(data.shop_url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(brand)}</a></p>`
  const lines = [
    "Your order was cancelled",
    "",
    lead,
    "",
    ...data.items.map((item) => `- ${item.title} x ${item.quantity}`),
    "",
    money,
    "",
    ...(attached ? [attached, ""] : []),
    questionsText(),
  ]
  return transactionalEmail(subject, body, lines)
}
