import { formatEuros } from "order-summary"
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
}

/** To the shopper: the monthly renewal could not be charged; where to fix the payment, and what happens next. */
export function subscriptionPaymentFailed(data: SubscriptionPaymentFailedData): RenderedEmail {
  const { brand } = shopConfig
  const subject = data.paused
    ? `${brand}: your subscription is paused, the payment did not go through`
    : `${brand}: the payment for your subscription did not go through`
  const summary = `We could not charge ${formatEuros(data.amount_due)} for this month's delivery of your subscription.`
  const next = data.paused
    ? "We tried several times, so your subscription is now paused and no delivery is sent. Pay the open amount with the link below, then resume your subscription from your subscription page."
    : "We will try again in a few days. To make sure this month's delivery is sent, update your payment method or pay now with the link below."
  const body = `
<h1 style="font-size:22px;margin:0 0 16px">${data.paused ? "Your subscription is paused" : "Your payment did not go through"}</h1>
<p>${escapeHtml(summary)}</p>
<p>${escapeHtml(next)}</p>
<p><a href="${escapeHtml(data.fix_url)}" style="color:#2f4f2f;font-weight:bold">Fix the payment</a></p>
<p><a href="${escapeHtml(data.manage_url)}" style="color:#2f4f2f">See your subscription (skip, pause, resume or cancel)</a></p>
${questionsHtml()}`
  const lines = [
    data.paused ? "Your subscription is paused" : "Your payment did not go through",
    "",
    summary,
    next,
    "",
    `Fix the payment: ${data.fix_url}`,
    `See your subscription (skip, pause, resume or cancel): ${data.manage_url}`,
    "",
    questionsText(),
  ]
  return transactionalEmail(subject, body, lines)
}
