/**
 * Identifying an order for a withdrawal by its details (number, e-mail, postal code) may fail only
 * so often: order numbers are sequential, and a postal code can be guessed. Wrong tries are counted
 * per order and per e-mail address, from any client, over a day; past the limit those
 * details are refused (the order "locks") and the buyer is told by e-mail. The signed link of the
 * order confirmation still works: it carries no guessable detail.
 */
export const WITHDRAWAL_LOOKUP_FAILURES = { perOrder: 5, perEmail: 20, windowMs: 24 * 60 * 60_000 }

export const WITHDRAWAL_LOOKUPS_LOCKED =
  "Too many wrong details were entered for this order. Please use the withdrawal link in your order confirmation e-mail, or write to us."
