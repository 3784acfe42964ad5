import { formatEuros } from "order-summary"
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
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
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
  const subject = `${brand}: your subscription is cancelled`
  const summary = `We cancelled your monthly subscription on ${when(data.cancelled_at)}. No further deliveries will be sent and nothing more will be charged; orders already paid are delivered as usual.`
  const held = data.lines.map((line) => `${line.title} × ${line.quantity} (${formatEuros(line.unit_price)} each)`)
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">Your subscription is cancelled</h1>
<p>${escapeHtml(summary)}</p>
<p>The subscription held:</p>
<ul>${held.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
<p>${escapeHtml(`${formatEuros(data.per_delivery)} per delivery, shipping included.`)}</p>
${renewalPriceHtml(data.price)}
<p><a href="${escapeHtml(data.manage_url)}" style="color:#2f4f2f;font-weight:bold">See your subscription</a></p>
${questionsHtml()}
<p><a href="${escapeHtml(data.shop_url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(brand)}</a></p>`
  const lines = [
    "Your subscription is cancelled",
    "",
    summary,
    "",
    "The subscription held:",
    ...held.map((line) => `- ${line}`),
    `${formatEuros(data.per_delivery)} per delivery, shipping included.`,
    ...renewalPriceText(data.price),
    "",
    `See your subscription: ${data.manage_url}`,
    "",
    questionsText(),
  ]
  return transactionalEmail(subject, body, lines)
}
