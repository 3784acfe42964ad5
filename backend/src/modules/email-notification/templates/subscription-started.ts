import { formatsIn } from "../../../lib/messages/formats"
import { shopConfig } from "../../../lib/shop-config"
import { RenderedEmail, escapeHtml, questionsHtml, questionsText, transactionalEmail } from "./layout"
import { subscriptionTermsHtml, subscriptionTermsText, type SubscriptionTermsData } from "./subscription-terms"

/** A subscription started after its order's confirmation was sent: the order's number and the subscription's terms. */
export type SubscriptionStartedData = {
  display_id: number
  subscription: SubscriptionTermsData
  /** the language of the e-mail (the order's, lib/shop-locales.ts orderLanguage; absent: English) */
  locale?: string
}

/**
 * To the shopper whose subscription could only be started after the order's confirmation went out
 * (the start was tried again later): its terms and management link, which that confirmation lacked.
 */
export function subscriptionStarted(data: SubscriptionStartedData): RenderedEmail {
  const { brand } = shopConfig
  const f = formatsIn(data.locale)
  const { t } = f
  const subject = t("subscriptionStarted.subject", { brand })
  const heading = t("subscriptionStarted.heading")
  const summary = t("subscriptionStarted.summary", { displayId: data.display_id })
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
<p>${escapeHtml(summary)}</p>
${subscriptionTermsHtml(data.subscription, f)}
${questionsHtml(t)}`
  const lines = [heading, "", summary, "", ...subscriptionTermsText(data.subscription, f), questionsText(t)]
  return transactionalEmail(subject, body, lines, f.locale)
}
