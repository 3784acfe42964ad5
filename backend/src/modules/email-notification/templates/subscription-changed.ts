import { formatsIn, type MessageFormats } from "../../../lib/messages/formats"
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
  /** the language of the e-mail (the subscription's order's, lib/shop-locales.ts orderLanguage; absent: English) */
  locale?: string
}

/** The catalogue keys' ending for each change ("subscriptionChanged.headingSkipped"). */
const KEY: Record<SubscriptionChange, string> = { skipped: "Skipped", paused: "Paused", resumed: "Resumed" }

function summaryOf(data: SubscriptionChangedData, { t, day, euros }: MessageFormats): string {
  const date = data.next_renewal_at ? day(data.next_renewal_at) : null
  return t(`subscriptionChanged.summary${KEY[data.change]}`, { date, amount: euros(data.per_delivery) })
}

/** The acknowledgement of a skipped delivery, a pause or a resumption, with the link to change it again. */
export function subscriptionChanged(data: SubscriptionChangedData): RenderedEmail {
  const { brand } = shopConfig
  const f = formatsIn(data.locale)
  const { t } = f
  const heading = t(`subscriptionChanged.heading${KEY[data.change]}`)
  const subject = t(`subscriptionChanged.subject${KEY[data.change]}`, { brand })
  const summary = summaryOf(data, f)
  const see = t("subscription.seeAll")
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
<p>${escapeHtml(summary)}</p>
${data.change === "paused" ? "" : renewalPriceHtml(data.price, f)}
<p><a href="${escapeHtml(data.manage_url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(see)}</a></p>
${questionsHtml(t)}`
  const price = data.change === "paused" ? [] : renewalPriceText(data.price, f)
  const lines = [heading, "", summary, ...(price.length ? ["", ...price] : []), "", `${see}: ${data.manage_url}`, "", questionsText(t)]
  return transactionalEmail(subject, body, lines, f.locale)
}
