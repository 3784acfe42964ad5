import { formatEuros } from "order-summary"
import { shopConfig } from "../../../lib/shop-config"
import { RenderedEmail, escapeHtml, questionsHtml, questionsText, transactionalEmail } from "./layout"
import { renewalPriceHtml, renewalPriceText, type RenewalPriceData } from "./subscription-terms"

export type SubscriptionChange = "skipped" | "paused" | "resumed"

export type SubscriptionChangedData = {
  change: SubscriptionChange
  /** ISO date of the next delivery; null while paused */
  next_renewal_at: string | null
  /** euros per delivery incl. VAT and shipping */
  per_delivery: number
  /** the price per delivery row by row (absent in e-mails queued before it was added) */
  price?: RenewalPriceData
  manage_url: string
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: shopConfig.timeZone })

const HEADINGS: Record<SubscriptionChange, string> = {
  skipped: "Your next delivery is skipped",
  paused: "Your subscription is paused",
  resumed: "Your subscription is active again",
}

function summaryOf(data: SubscriptionChangedData): string {
  const next = data.next_renewal_at ? day(data.next_renewal_at) : null
  switch (data.change) {
    case "skipped":
      return `We skip your next delivery and charge nothing for it. Your next delivery is on ${next}, for ${formatEuros(data.per_delivery)}.`
    case "paused":
      return "Your monthly subscription is paused: no deliveries are sent and nothing is charged until you resume it."
    case "resumed":
      return `Your monthly subscription is running again. Your next delivery is on ${next}, for ${formatEuros(data.per_delivery)}.`
  }
}

/** The acknowledgement of a skipped delivery, a pause or a resumption, with the link to change it again. */
export function subscriptionChanged(data: SubscriptionChangedData): RenderedEmail {
  const { brand } = shopConfig
  const heading = HEADINGS[data.change]
  const subject = `${brand}: ${heading.toLowerCase()}`
  const summary = summaryOf(data)
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
<p>${escapeHtml(summary)}</p>
${data.change === "paused" ? "" : renewalPriceHtml(data.price)}
<p><a href="${escapeHtml(data.manage_url)}" style="color:#2f4f2f;font-weight:bold">See your subscription (skip, pause, resume or cancel)</a></p>
${questionsHtml()}`
  const price = data.change === "paused" ? [] : renewalPriceText(data.price)
  const lines = [
    heading,
    "",
    summary,
    ...(price.length ? ["", ...price] : []),
    "",
    `See your subscription (skip, pause, resume or cancel): ${data.manage_url}`,
    "",
    questionsText(),
  ]
  return transactionalEmail(subject, body, lines)
}
