// The shop's legal rules that both the backend (e-mails, the seller's notes, the tax setup) and the
// storefront (the policy pages, the withdrawal function) state: one literal each, the prose built
// from them. Types are in rules.d.ts.

/**
 * The right of withdrawal (Directive 2011/83/EU art. 9 and 13): the shopper may withdraw within
 * this many days of receipt, sends the items back within as many days of withdrawing, and is
 * refunded within as many days of their return.
 */
export const WITHDRAWAL_PERIOD_DAYS = 14

/** The period as prose says it: "14 days". */
export const WITHDRAWAL_PERIOD = `${WITHDRAWAL_PERIOD_DAYS} days`

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
