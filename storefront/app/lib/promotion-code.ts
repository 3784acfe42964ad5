import type { Cart } from "./cart"
import { refusalWords, type RefusalWords } from "./refusal-words"
import type { StoreRefusal } from "./store-refusal"

/** The promotion code form's name among a page's forms (the cart's and the checkout's actions know it by it). */
export const PROMOTION_FORM = "promotion-code"
export const PROMOTION_CODE_FIELD = "promotion_code"
/** The form of the applied codes, each one's remove button sending it as `code`. */
export const PROMOTION_REMOVE_FORM = "promotion-code-remove"
export const REMOVED_CODE_FIELD = "code"

/** The promotion code forms' own words (message keys: checkout.json). */
export const PROMOTION_TEXTS = {
  applied: "promotion.applied",
  failed: "promotion.failed",
  removeFailed: "promotion.removeFailed",
}

/** What an applied or removed code answers the page's fetcher: the cart as it now is (null when it could not be read again). */
export type PromotionApplied = { cart: Cart | null }

/**
 * The words of a refused code, by the refusal's code (a code unknown, used up, not for these items; a
 * welcome code's rule; a busy cart); a shop rule without a code of its own (not_allowed) says the code
 * cannot be used; any other failure is "Could not apply the code".
 */
export function promotionRefusalWords(refusal: Pick<StoreRefusal, "type" | "code">): RefusalWords {
  return refusalWords(refusal, refusal.type === "not_allowed" ? "cartRefusal.codeNotAllowed" : PROMOTION_TEXTS.failed)
}
