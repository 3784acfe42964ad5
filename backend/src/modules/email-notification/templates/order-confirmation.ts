import { attachedDocumentText } from "./order-refunded"
import { formatEuros, formatShipping, toCents, vatText } from "order-summary"
import { shopConfig } from "../../../lib/shop-config"
import { modelWithdrawalForm } from "../../../lib/withdrawal-form"
import type { IssuedDocument } from "../../../lib/books/issued-document"
import { RenderedEmail, escapeHtml, questionsHtml, questionsText, transactionalEmail } from "./layout"
import { subscriptionTermsHtml, subscriptionTermsText, type SubscriptionTermsData } from "./subscription-terms"
import { WITHDRAWAL_PERIOD } from "order-summary/rules"

export type OrderConfirmationData = {
  display_id: number
  /** each line at its price before discounts */
  lines: { title: string; quantity: number; total: number; review_url?: string | null }[]
  /** the lines before discounts; subtotal - discounts + shipping = total (absent in e-mails queued before it was added) */
  subtotal?: number
  discounts?: { label: string; amount: number }[]
  shipping: { name: string; total: number }
  total: number
  tax_total: number
  shipping_address: string[]
  shop_url: string
  /** the signed link to the order's page (absent in e-mails queued before it was added) */
  order_url?: string
  /** the signed link to the withdrawal function (absent in e-mails queued before it was added) */
  withdrawal_url?: string
  /** the order's subscription: one it started, or the one whose renewal it is */
  subscription?: SubscriptionTermsData
  /** the order's invoice, attached as a PDF (absent in e-mails queued before invoices were attached) */
  invoice?: IssuedDocument
}

const row = (label: string, amount: string, style = "padding:4px 0") =>
  `<tr><td style="${style}">${escapeHtml(label)}</td><td align="right" style="${style}">${amount}</td></tr>`

const reviewLink = (url: string | null | undefined) =>
  url ? `<br><a href="${escapeHtml(url)}" style="font-size:13px;color:#2f4f2f">Write a review</a>` : ""

/** The link to the order page, where the order and where it stands can be seen at any time. */
const ORDER_LINK_TEXT = "View your order and its status"

const WITHDRAWAL_INFORMATION = `You may withdraw from this purchase within ${WITHDRAWAL_PERIOD} of receipt without giving a reason, for items unopened and unused. Use our withdrawal function, or tell us by any clear statement (for example by e-mail or with the model form below).`

/** The right of withdrawal, the link to the withdrawal function and the model form (CRD Annex I(B)). */
function withdrawalHtml(url: string | undefined) {
  const form = modelWithdrawalForm()
  const link = url ?? ""
  return `
<h2 style="font-size:17px;margin:24px 0 8px">Your right of withdrawal</h2>
<p>${escapeHtml(WITHDRAWAL_INFORMATION)}</p>
${link ? `<p><a href="${escapeHtml(link)}" style="color:#2f4f2f;font-weight:bold">Withdraw from contract here</a></p>` : ""}
<div style="border:1px solid #e5e2da;border-radius:6px;padding:12px 16px;font-size:14px">
<p style="margin:0 0 4px;font-weight:bold">${escapeHtml(form.heading)}</p>
<p style="margin:0 0 8px">${escapeHtml(form.note)}</p>
${form.lines.map((line) => `<p style="margin:0 0 4px">${escapeHtml(line)}</p>`).join("\n")}
</div>`
}

function withdrawalText(url: string | undefined) {
  const form = modelWithdrawalForm()
  return [
    "Your right of withdrawal",
    WITHDRAWAL_INFORMATION,
    ...(url ? [`Withdraw from contract here: ${url}`] : []),
    "",
    form.heading,
    form.note,
    ...form.lines,
  ]
}

/** Sent to the shopper once per order, when it is placed (that is, paid). */
export function orderConfirmation(data: OrderConfirmationData): RenderedEmail {
  const { brand } = shopConfig
  const subject = `${brand}: order #${data.display_id} confirmed`
  const shipping = formatShipping(toCents(data.shipping.total))
  const subtotal = data.subtotal ?? data.lines.reduce((sum, line) => sum + line.total, 0)
  const discounts = data.discounts ?? []
  const vat = vatText(toCents(data.tax_total))
  const invoice = attachedDocumentText(data.invoice)
  const rows = data.lines
    .map(
      (line) =>
        `<tr><td style="padding:4px 0">${escapeHtml(line.title)} × ${line.quantity}${reviewLink(line.review_url)}</td><td align="right">${formatEuros(line.total)}</td></tr>`,
    )
    .join("")
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">Thank you for your order!</h1>
<p>We have received your payment for order <strong>#${data.display_id}</strong>. Orders are processed within 1-3 business days.</p>
${data.order_url ? `<p><a href="${escapeHtml(data.order_url)}" style="color:#2f4f2f;font-weight:bold">${ORDER_LINK_TEXT}</a></p>` : ""}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0">${rows}
${row("Subtotal", formatEuros(subtotal), "padding:8px 0 4px;border-top:1px solid #e5e2da")}
${discounts.map((discount) => row(discount.label, `-${formatEuros(discount.amount)}`, "padding:4px 0;color:#2f4f2f")).join("\n")}
${row(`Shipping (${data.shipping.name})`, shipping)}
${row("Total", formatEuros(data.total), "padding:8px 0;font-weight:bold;border-top:1px solid #e5e2da")}
${vat ? `<tr><td colspan="2" style="font-size:13px;color:#5b655b">${escapeHtml(vat)}</td></tr>` : ""}
</table>
<p>Shipping to:<br>${data.shipping_address.map(escapeHtml).join("<br>")}</p>
${invoice ? `<p>${escapeHtml(invoice)}</p>` : ""}
${subscriptionTermsHtml(data.subscription)}
${questionsHtml()}
${withdrawalHtml(data.withdrawal_url)}
<p><a href="${escapeHtml(data.shop_url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(brand)}</a></p>`
  const lines = [
    "Thank you for your order!",
    "",
    `We have received your payment for order #${data.display_id}. Orders are processed within 1-3 business days.`,
    "",
    ...(data.order_url ? [`${ORDER_LINK_TEXT}: ${data.order_url}`, ""] : []),
    ...data.lines.flatMap((line) => [
      `${line.title} x ${line.quantity}: ${formatEuros(line.total)}`,
      ...(line.review_url ? [`  Write a review: ${line.review_url}`] : []),
    ]),
    `Subtotal: ${formatEuros(subtotal)}`,
    ...discounts.map((discount) => `${discount.label}: -${formatEuros(discount.amount)}`),
    `Shipping (${data.shipping.name}): ${shipping}`,
    `Total: ${formatEuros(data.total)}`,
    ...(vat ? [vat] : []),
    "",
    "Shipping to:",
    ...data.shipping_address,
    "",
    ...(invoice ? [invoice, ""] : []),
    ...subscriptionTermsText(data.subscription),
    questionsText(),
    "",
    ...withdrawalText(data.withdrawal_url),
  ]
  return transactionalEmail(subject, body, lines)
}
