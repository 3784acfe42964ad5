import type { Cart } from "./cart"
import type { StoreRefusal } from "./store-refusal"

/** The promotion code form's name among a page's forms (the cart's and the checkout's actions know it by it). */
export const PROMOTION_FORM = "promotion-code"
export const PROMOTION_CODE_FIELD = "promotion_code"
/** The form of the applied codes, each one's remove button sending it as `code`. */
export const PROMOTION_REMOVE_FORM = "promotion-code-remove"
export const REMOVED_CODE_FIELD = "code"

export const PROMOTION_TEXTS = {
  applied: "Code applied.",
  failed: "Could not apply the code. Please try again.",
  removeFailed: "Could not remove the code. Please try again.",
}

/** What an applied or removed code answers the page's fetcher: the cart as it now is (null when it could not be read again). */
export type PromotionApplied = { cart: Cart | null }

/**
 * The words of a refusal meant for the shopper: a refused code (promotion_code_*) or a shop rule
 * (not_allowed), written once, in the backend; none for any other answer (ours to word).
 */
export function promotionRefusalText(refusal: StoreRefusal): string | undefined {
  if (!refusal.message) return undefined
  return refusal.code?.startsWith("promotion_code_") || refusal.type === "not_allowed" ? refusal.message : undefined
}
