import { formatsIn } from "../../../lib/messages/formats"
import { shopConfig } from "../../../lib/shop-config"
import { RenderedEmail, escapeHtml, questionsHtml, questionsText, transactionalEmail } from "./layout"
import { renewalPriceHtml, renewalPriceText, type RenewalPriceData } from "./subscription-terms"

export type SubscriptionCancelledData = {
  lines: { title: string; quantity: number; unit_price: number }[]
  /** euros per delivery incl. VAT and shipping */
  per_delivery: number
  /** the price per delivery row by row (absent in e-mails queued before it was added) */
  price?: RenewalPriceData
  /** ISO time the cancellation was received */
  cancelled_at: string
  manage_url: string
  shop_url: string
  /** the language of the e-mail (the subscription's order's, lib/shop-locales.ts orderLanguage; absent: English) */
  locale?: string
}

const when = (iso: string, intl: string) =>
  new Date(iso).toLocaleString(intl, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  })

/** The acknowledgement of a cancelled subscription: what ends, and that nothing more is charged. */
export function subscriptionCancelled(data: SubscriptionCancelledData): RenderedEmail {
  const { brand } = shopConfig
  const f = formatsIn(data.locale)
  const { t, euros } = f
  const subject = t("subscriptionCancelled.subject", { brand })
  const heading = t("subscriptionCancelled.heading")
  const summary = t("subscriptionCancelled.summary", { date: when(data.cancelled_at, f.intl) })
  const held = data.lines.map((line) =>
    t("subscriptionCancelled.line", { title: line.title, quantity: line.quantity, price: euros(line.unit_price) }),
  )
  const perDelivery = t("subscriptionCancelled.perDelivery", { amount: euros(data.per_delivery) })
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
<p>${escapeHtml(summary)}</p>
<p>${escapeHtml(t("subscriptionCancelled.held"))}</p>
<ul>${held.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
<p>${escapeHtml(perDelivery)}</p>
${renewalPriceHtml(data.price, f)}
<p><a href="${escapeHtml(data.manage_url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(t("subscription.see"))}</a></p>
${questionsHtml(t)}
<p><a href="${escapeHtml(data.shop_url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(brand)}</a></p>`
  const lines = [
    heading,
    "",
    summary,
    "",
    t("subscriptionCancelled.held"),
    ...held.map((line) => `- ${line}`),
    perDelivery,
    ...renewalPriceText(data.price, f),
    "",
    `${t("subscription.see")}: ${data.manage_url}`,
    "",
    questionsText(t),
  ]
  return transactionalEmail(subject, body, lines, f.locale)
}
