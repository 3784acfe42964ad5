import { formatsIn } from "../../../lib/messages/formats"
import { shopConfig } from "../../../lib/shop-config"
import { RenderedEmail, escapeHtml, questionsHtml, questionsText, transactionalEmail } from "./layout"

export type SubscriptionPaymentFailedData = {
  /** euros the renewal asks */
  amount_due: number
  /** Stripe's page to pay the invoice with another card or method (or the customer portal) */
  fix_url: string
  /** Stripe will not try again: the subscription is paused */
  paused: boolean
  manage_url: string
  /** the language of the e-mail (the subscription's order's, lib/shop-locales.ts orderLanguage; absent: English) */
  locale?: string
}

/** To the shopper: the monthly renewal could not be charged; where to fix the payment, and what happens next. */
export function subscriptionPaymentFailed(data: SubscriptionPaymentFailedData): RenderedEmail {
  const { brand } = shopConfig
  const { t, euros, locale } = formatsIn(data.locale)
  const subject = t(data.paused ? "subscriptionPaymentFailed.subjectPaused" : "subscriptionPaymentFailed.subject", { brand })
  const heading = t(data.paused ? "subscriptionPaymentFailed.headingPaused" : "subscriptionPaymentFailed.heading")
  const summary = t("subscriptionPaymentFailed.summary", { amount: euros(data.amount_due) })
  const next = t(data.paused ? "subscriptionPaymentFailed.nextPaused" : "subscriptionPaymentFailed.next")
  const fix = t("subscriptionPaymentFailed.fix")
  const see = t("subscription.seeAll")
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
<p>${escapeHtml(summary)}</p>
<p>${escapeHtml(next)}</p>
<p><a href="${escapeHtml(data.fix_url)}" style="color:#2f4f2f;font-weight:bold">${escapeHtml(fix)}</a></p>
<p><a href="${escapeHtml(data.manage_url)}" style="color:#2f4f2f">${escapeHtml(see)}</a></p>
${questionsHtml(t)}`
  const lines = [heading, "", summary, next, "", `${fix}: ${data.fix_url}`, `${see}: ${data.manage_url}`, "", questionsText(t)]
  return transactionalEmail(subject, body, lines, locale)
}
