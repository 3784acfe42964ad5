import { formMessage } from "~/lib/form-message"
import type { Cart } from "~/lib/cart"

/** The details form's name on the checkout page (its action knows it by it). */
export const DETAILS_FORM = "checkout-details"
/** Where the page opens after the details were saved without JavaScript: the next step, shipping and payment. */
export const DETAILS_ANCHOR = "checkout-payment-title"

/** The texts above the form when the details could not be saved (form.checkout.* in forms.json). */
export const DETAILS_TEXTS = {
  failed: formMessage("form.checkout.failed"),
  unreachable: formMessage("form.checkout.unreachable"),
}

/** What saved details answer the page's fetcher: the cart as it now is (null after a redirect: the page reads it). */
export type DetailsSaved = { cart: Cart | null }
