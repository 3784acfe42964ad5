import type { IssuedDocument } from "../../../lib/books/issued-document"
import { attachedDocumentText } from "./order-refunded"
import { formatsIn } from "../../../lib/messages/formats"
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
  /** the language of the e-mail (lib/shop-locales.ts orderLanguage; absent in e-mails queued before it was added: English) */
  locale?: string
}

/** To the shopper when their order is cancelled before it was shipped, in the order's language. */
export function orderCanceled(data: OrderCanceledData): RenderedEmail {
  const { brand } = shopConfig
  const { t, locale, cents } = formatsIn(data.locale)
  const displayId = data.display_id
  const subject = t("orderCanceled.subject", { brand, displayId })
  const heading = t("orderCanceled.heading")
  const lead = t(data.withdrawn ? "orderCanceled.leadWithdrawn" : "orderCanceled.lead", { displayId })
  const refunded = cents(data.refunded_cents)
  const bank = t("common.bankTiming")
  const money =
    data.refunded_cents <= 0
      ? t("orderCanceled.nothingCharged")
      : data.refunded_cents >= data.paid_cents
        ? `${t("orderCanceled.refundedFull", { amount: refunded })} ${bank}`
        : `${t("orderCanceled.refundedPart", { amount: refunded, paid: cents(data.paid_cents) })} ${bank}`
  const attached = attachedDocumentText(data.credit_note, t)
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
<p>${escapeHtml(lead)}</p>
<ul>${data.items.map((item) => `<li>${escapeHtml(item.title)} × ${item.quantity}</li>`).join("")}</ul>
<p>${escapeHtml(money)}</p>
${attached ? `<p>${escapeHtml(attached)}</p>` : ""}
${questionsHtml(t)}
<p><a href="${escapeHtml(data.shop_url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(brand)}</a></p>`
  const lines = [
    heading,
    "",
    lead,
    "",
    ...data.items.map((item) => `- ${item.title} x ${item.quantity}`),
    "",
    money,
    "",
    ...(attached ? [attached, ""] : []),
    questionsText(t),
  ]
  return transactionalEmail(subject, body, lines, locale)
}
