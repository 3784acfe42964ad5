// The shop's legal rules that both the backend (e-mails, the seller's notes, the tax setup) and the
// storefront (the policy pages, the withdrawal function) state: one literal each, the prose built
// from them. Types are in rules.d.ts.

/**
 * The right of withdrawal (Directive 2011/83/EU art. 9, 13 and 14): the shopper may withdraw within
 * this many days of receipt and sends the items back within as many days of withdrawing; the shop
 * refunds within as many days of the day it receives the withdrawal, and may withhold the refund
 * until it has the goods back or proof that they were sent, whichever is earlier.
 */
export const WITHDRAWAL_PERIOD_DAYS = 14

/** The period as prose says it: "14 days". */
export const WITHDRAWAL_PERIOD = `${WITHDRAWAL_PERIOD_DAYS} days`

const DAY_MS = 24 * 60 * 60 * 1000

/** The last moment of the refund a withdrawal received at `receivedAt` is due by (art. 13(1)). */
export function withdrawalRefundDeadline(receivedAt) {
  return new Date(new Date(receivedAt).getTime() + WITHDRAWAL_PERIOD_DAYS * DAY_MS)
}

/** The shopper's refund after a withdrawal, as every page and e-mail states it (art. 13). */
export const WITHDRAWAL_REFUND_TERMS =
  `We refund your payment, including the standard shipping cost, within ${WITHDRAWAL_PERIOD} of the day we receive your withdrawal, using the payment method you used. ` +
  "For items already delivered to you we may withhold the refund until we have received them back or you have shown that you have sent them, whichever is earlier."

/** The shopper's return after a withdrawal (art. 14): only for items already shipped. */
export const WITHDRAWAL_RETURN_TERMS = `Please send items you have already received back within ${WITHDRAWAL_PERIOD} of your withdrawal, unopened and unused.`

/**
 * What comes after a withdrawal, for its acknowledgement (page and e-mail): a return only when some
 * of it was shipped (an order withdrawn before shipping is not sent and has nothing to send back),
 * then the refund. returnAddress: where the items go, when there are any.
 */
export function withdrawalNextSteps({ itemsToReturn, returnAddress }) {
  const refund = WITHDRAWAL_REFUND_TERMS
  if (!itemsToReturn) return ["Nothing of it has been shipped: it will not be sent, and you have nothing to send back.", refund]
  const to = returnAddress ? ` Send them to ${returnAddress}.` : ""
  return [`${WITHDRAWAL_RETURN_TERMS}${to} Items not shipped yet will not be sent.`, refund]
}

/** The seller's side of the same rule, for the admin and the seller's e-mail. */
export function withdrawalRefundRuleForSeller(deadlineText) {
  return `Refund by ${deadlineText} (${WITHDRAWAL_PERIOD} from the day the withdrawal was received); for shipped items you may withhold it until they are back or the buyer shows they were sent.`
}

/** Dutch VAT, in percent: the standard rate, and the reduced one for products confirmed for it. */
export const VAT_RATES = { standard: 21, reduced: 9 }

/**
 * The shopper's actions on a subscription that each status allows, in the order of the management
 * page's buttons: the Store API refuses any other (409), the page offers only these.
 */
export const SUBSCRIPTION_ACTIONS_BY_STATUS = {
  active: ["skip", "pause", "cancel"],
  paused: ["resume", "cancel"],
  cancelled: [],
}

/**
 * The statuses whose delivery address the shopper may change (from the account): a subscription
 * still delivering, or paused and to deliver again. The Store API refuses it otherwise (409).
 */
export const ADDRESS_CHANGE_STATUSES = ["active", "paused"]
