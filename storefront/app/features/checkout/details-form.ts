import type { Cart } from "~/lib/cart"

/** The details form's name on the checkout page (its action knows it by it). */
export const DETAILS_FORM = "checkout-details"
/** Where the page opens after the details were saved without JavaScript: the next step, shipping and payment. */
export const DETAILS_ANCHOR = "checkout-payment-title"

export const DETAILS_TEXTS = {
  failed: "Could not save your details. Please check them and try again.",
  unreachable: "Could not save your details: the shop did not answer. Please try again in a moment.",
}

/** What saved details answer the page's fetcher: the cart as it now is (null after a redirect: the page reads it). */
export type DetailsSaved = { cart: Cart | null }
