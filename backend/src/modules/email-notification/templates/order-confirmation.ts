import { attachedDocumentText } from "./order-refunded"
import { toCents } from "order-summary"
import { shopConfig } from "../../../lib/shop-config"
import { modelWithdrawalForm } from "../../../lib/withdrawal-form"
import type { IssuedDocument } from "../../../lib/books/issued-document"
import { RenderedEmail, escapeHtml, questionsHtml, questionsText, transactionalEmail } from "./layout"
import { subscriptionTermsHtml, subscriptionTermsText, type SubscriptionTermsData } from "./subscription-terms"
import { WITHDRAWAL_PERIOD_DAYS } from "order-summary/rules"
import type { TFunction } from "i18next"
import { formatsIn } from "../../../lib/messages/formats"

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
  /** the language of the e-mail (lib/shop-locales.ts orderLanguage; absent in e-mails queued before it was added: English) */
  locale?: string
}

const row = (label: string, amount: string, style = "padding:4px 0") =>
  `<tr><td style="${style}">${escapeHtml(label)}</td><td align="right" style="${style}">${amount}</td></tr>`

const reviewLink = (t: TFunction, url: string | null | undefined) =>
  url ? `<br><a href="${escapeHtml(url)}" style="font-size:13px;color:#2f4f2f">${escapeHtml(t("orderConfirmation.writeReview"))}</a>` : ""

const withdrawalInformation = (t: TFunction) => t("orderConfirmation.withdrawalInformation", { days: WITHDRAWAL_PERIOD_DAYS })

/** The right of withdrawal, the link to the withdrawal function and the model form (CRD Annex I(B)), in the e-mail's language. */
function withdrawalHtml(t: TFunction, locale: string, url: string | undefined) {
  const form = modelWithdrawalForm(locale)
  const link = url ?? ""
  return `
<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(t("orderConfirmation.withdrawalHeading"))}</h2>
<p>${escapeHtml(withdrawalInformation(t))}</p>
${link ? `<p><a href="${escapeHtml(link)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(t("orderConfirmation.withdrawHere"))}</a></p>` : ""}
<div style="border:1px solid #e5e2da;border-radius:6px;padding:12px 16px;font-size:14px">
<p style="margin:0 0 4px;font-weight:bold">${escapeHtml(form.heading)}</p>
<p style="margin:0 0 8px">${escapeHtml(form.note)}</p>
${form.lines.map((line) => `<p style="margin:0 0 4px">${escapeHtml(line)}</p>`).join("\n")}
</div>`
}

function withdrawalText(t: TFunction, locale: string, url: string | undefined) {
  const form = modelWithdrawalForm(locale)
  return [
    t("orderConfirmation.withdrawalHeading"),
    withdrawalInformation(t),
    ...(url ? [`${t("orderConfirmation.withdrawHere")}: ${url}`] : []),
    "",
    form.heading,
    form.note,
    ...form.lines,
  ]
}

/** Sent to the shopper once per order, when it is placed (that is, paid). */
export function orderConfirmation(data: OrderConfirmationData): RenderedEmail {
  const { brand } = shopConfig
  const f = formatsIn(data.locale)
  const { t, locale, euros: formatEuros } = f
  const subject = t("orderConfirmation.subject", { brand, displayId: data.display_id })
  const shipping = f.shipping(toCents(data.shipping.total))
  const subtotal = data.subtotal ?? data.lines.reduce((sum, line) => sum + line.total, 0)
  const discounts = data.discounts ?? []
  const vat = f.vat(toCents(data.tax_total))
  const invoice = attachedDocumentText(data.invoice, t)
  const rows = data.lines
    .map(
      (line) =>
        `<tr><td style="padding:4px 0">${escapeHtml(line.title)} × ${line.quantity}${reviewLink(t, line.review_url)}</td><td align="right">${formatEuros(line.total)}</td></tr>`,
    )
    .join("")
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(t("orderConfirmation.heading"))}</h1>
<p>${t("orderConfirmation.receivedHtml", { displayId: data.display_id })}</p>
${data.order_url ? `<p><a href="${escapeHtml(data.order_url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(t("orderConfirmation.orderLink"))}</a></p>` : ""}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0">${rows}
${row(t("orderConfirmation.subtotal"), formatEuros(subtotal), "padding:8px 0 4px;border-top:1px solid #e5e2da")}
${discounts.map((discount) => row(discount.label, `-${formatEuros(discount.amount)}`, "padding:4px 0;color:#2f4f2f")).join("\n")}
${row(t("orderConfirmation.shipping", { name: data.shipping.name }), shipping)}
${row(t("orderConfirmation.total"), formatEuros(data.total), "padding:8px 0;font-weight:bold;border-top:1px solid #e5e2da")}
${vat ? `<tr><td colspan="2" style="font-size:13px;color:#5b655b">${escapeHtml(vat)}</td></tr>` : ""}
</table>
<p>${escapeHtml(t("orderConfirmation.shippingTo"))}<br>${data.shipping_address.map(escapeHtml).join("<br>")}</p>
${invoice ? `<p>${escapeHtml(invoice)}</p>` : ""}
${subscriptionTermsHtml(data.subscription, f)}
${questionsHtml(t)}
${withdrawalHtml(t, locale, data.withdrawal_url)}
<p><a href="${escapeHtml(data.shop_url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(brand)}</a></p>`
  const lines = [
    t("orderConfirmation.heading"),
    "",
    t("orderConfirmation.received", { displayId: data.display_id }),
    "",
    ...(data.order_url ? [`${t("orderConfirmation.orderLink")}: ${data.order_url}`, ""] : []),
    ...data.lines.flatMap((line) => [
      `${line.title} x ${line.quantity}: ${formatEuros(line.total)}`,
      ...(line.review_url ? [`  ${t("orderConfirmation.writeReview")}: ${line.review_url}`] : []),
    ]),
    `${t("orderConfirmation.subtotal")}: ${formatEuros(subtotal)}`,
    ...discounts.map((discount) => `${discount.label}: -${formatEuros(discount.amount)}`),
    `${t("orderConfirmation.shipping", { name: data.shipping.name })}: ${shipping}`,
    `${t("orderConfirmation.total")}: ${formatEuros(data.total)}`,
    ...(vat ? [vat] : []),
    "",
    t("orderConfirmation.shippingTo"),
    ...data.shipping_address,
    "",
    ...(invoice ? [invoice, ""] : []),
    ...subscriptionTermsText(data.subscription, f),
    questionsText(t),
    "",
    ...withdrawalText(t, locale, data.withdrawal_url),
  ]
  return transactionalEmail(subject, body, lines, locale)
}
