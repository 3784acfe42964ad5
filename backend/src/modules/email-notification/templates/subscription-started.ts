import { shopConfig } from "../../../lib/shop-config"
import { RenderedEmail, escapeHtml, questionsHtml, questionsText, transactionalEmail } from "./layout"
import { subscriptionTermsHtml, subscriptionTermsText, type SubscriptionTermsData } from "./subscription-terms"

/** A subscription started after its order's confirmation was sent: the order's number and the subscription's terms. */
export type SubscriptionStartedData = { display_id: number; subscription: SubscriptionTermsData }

/**
 * To the shopper whose subscription could only be started after the order's confirmation went out
 * (the start was tried again later): its terms and management link, which that confirmation lacked.
 */
export function subscriptionStarted(data: SubscriptionStartedData): RenderedEmail {
  const { brand } = shopConfig
  const subject = `${brand}: your subscription has started`
  const summary = `Your monthly subscription from order #${data.display_id} has started.`
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">Your subscription has started</h1>
<p>${escapeHtml(summary)}</p>
${subscriptionTermsHtml(data.subscription)}
${questionsHtml()}`
  const lines = ["Your subscription has started", "", summary, "", ...subscriptionTermsText(data.subscription), questionsText()]
  return transactionalEmail(subject, body, lines)
}
