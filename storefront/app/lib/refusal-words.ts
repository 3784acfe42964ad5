/**
 * A refusal of the cart or the checkout as the shopper reads it, in the page's language: a message
 * key of the catalogue (i18n/messages/<language>/cart-refusals.json) and its values, chosen by the
 * refusal's code or type (store-refusal.ts), never by the backend's English words; a refusal without
 * a code of its own is worded by the caller's generic text.
 */
export type RefusalWords = { key: string; values?: Record<string, string | number> }

/** The backend's codes that have their own words (cartRefusal.<code>). */
const WORDED_CODES = new Set([
  "promotion_code_unknown",
  "promotion_code_used_up",
  "promotion_code_not_applicable",
  "welcome_code_someone_elses",
  "welcome_code_first_order_only",
  "welcome_code_one_only",
])

/** Medusa's code of too few in stock (its MedusaError.Codes.INSUFFICIENT_INVENTORY). */
export const INSUFFICIENT_INVENTORY = "insufficient_inventory"

/** The shop's code of a lock another request holds past its wait (409): the same request may be sent again in a moment. */
export const LOCK_NOT_FREE = "lock_not_free"

/** The words of a refusal with `code`; `fallback` (a message key) for any other. */
export function refusalWords(refusal: { code: string | null }, fallback: string): RefusalWords {
  const { code } = refusal
  if (code === LOCK_NOT_FREE) return { key: "cartRefusal.busy" }
  if (code === INSUFFICIENT_INVENTORY) return { key: "cartRefusal.stockUnknown" }
  if (code && WORDED_CODES.has(code)) return { key: `cartRefusal.${code}` }
  return { key: fallback }
}

/** A cart line's item as a stock refusal names it: product, then size (order-summary's stockText). */
export const stockItem = (line: { product_title?: string | null; title?: string | null; variant_title?: string | null }) =>
  [line.product_title ?? line.title, line.variant_title].filter(Boolean).join(" ")

/** Too few in stock, the item named: "Only 3 of … left (2 already in your cart).", "… is sold out." */
export const stockWords = (item: string, left: number, inCart = 0): RefusalWords => ({
  key: "cartRefusal.stock",
  values: { item, left: Math.max(0, left), inCart: left > 0 ? inCart : 0 },
})
