import type { TFunction } from "i18next"
import type { IssuedDocument } from "../../../lib/books/issued-document"
import { messagesIn } from "../../../lib/messages"
import { formatsIn } from "../../../lib/messages/formats"
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
  /** the language of the e-mail (lib/shop-locales.ts orderLanguage; absent in e-mails queued before it was added: English) */
  locale?: string
}

/** The sentence that says which document an e-mail carries, in the e-mail's language (`t`; English without). */
export const attachedDocumentText = (document: IssuedDocument | null | undefined, t: TFunction = messagesIn(null)) =>
  document ? t(document.type === "invoice" ? "common.invoiceAttached" : "common.creditNoteAttached", { number: document.number }) : null

/** Whether the refunds so far give back all the shopper paid. */
export const isFullRefund = (data: Pick<OrderRefundedData, "refunded_cents" | "paid_cents">) => data.refunded_cents >= data.paid_cents

/** To the shopper when the seller refunds (part of) a paid order, in the order's language. */
export function orderRefunded(data: OrderRefundedData): RenderedEmail {
  const { brand } = shopConfig
  const { t, locale, cents } = formatsIn(data.locale)
  const full = isFullRefund(data)
  const refund = cents(data.refund_cents)
  const displayId = data.display_id
  const subject = full
    ? t("orderRefunded.subjectFull", { brand, displayId })
    : t("orderRefunded.subjectPart", { brand, displayId, amount: refund })
  const lead = full
    ? t("orderRefunded.leadFull", { displayId, amount: cents(data.refunded_cents) })
    : t("orderRefunded.leadPart", { displayId, amount: refund })
  const heading = t(full ? "orderRefunded.headingFull" : "orderRefunded.headingPart")
  const rows: [string, string][] = [
    [t("orderRefunded.thisRefund"), refund],
    [t("orderRefunded.refundedInAll"), cents(data.refunded_cents)],
    [t("orderRefunded.youPaid"), cents(data.paid_cents)],
  ]
  const timing = t("orderRefunded.timing")
  const attached = attachedDocumentText(data.credit_note, t)
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
<p>${escapeHtml(lead)}</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="margin:16px 0">${rows
    .map(([label, amount]) => `<tr><td>${escapeHtml(label)}</td><td align="right"><strong>${escapeHtml(amount)}</strong></td></tr>`)
    .join("")}</table>
<p>${escapeHtml(timing)}</p>
${attached ? `<p>${escapeHtml(attached)}</p>` : ""}
${questionsHtml(t)}
<p><a href="${escapeHtml(data.shop_url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(brand)}</a></p>`
  const lines = [
    heading,
    "",
    lead,
    "",
    ...rows.map(([label, amount]) => `${label}: ${amount}`),
    "",
    timing,
    "",
    ...(attached ? [attached, ""] : []),
    questionsText(t),
  ]
  return transactionalEmail(subject, body, lines, locale)
}
