import type { FormText } from "~/lib/form-message"
import type { SubscriptionAction } from "./types"

/** The account's general text of a refusal it has no words of its own for. */
export const ACCOUNT_FAILED = "account.failed"

/**
 * The account's forms, each posted to its page's action with its name as the intent: the sign-in
 * page's three, and the account page's, those of one subscription or address named with its id
 * (`subscription:<id>`), so each form on the page reads only its own answer.
 */
export const SIGN_IN_FORMS = { requestCode: "request-code", signIn: "sign-in", signInLink: "sign-in-link" } as const

export const ACCOUNT_FORMS = {
  subscription: (id: string) => `subscription:${id}`,
  deliveryAddress: (id: string) => `delivery-address:${id}`,
  saveAddress: "save-address",
  removeAddress: (id: string) => `remove-address:${id}`,
  newsletter: "newsletter",
  language: "language",
  deleteAccount: "delete-account",
  signOut: "sign-out",
  signOutEverywhere: "sign-out-everywhere",
} as const

/**
 * The account page's parts, each by its heading's id: a form of a part sent without JavaScript
 * brings the shopper back to that part (ActionForm's section).
 */
export const ACCOUNT_SECTIONS = {
  orders: "orders-title",
  subscriptions: "subscriptions-title",
  addresses: "addresses-title",
  newsletter: "newsletter-title",
  language: "language-title",
  data: "my-data-title",
} as const

/**
 * The query that opens a subscription's "Change delivery address" on the page the server renders
 * (`?change=<subscription id>`): the button's own GET, before the page is interactive or without
 * JavaScript; once interactive, the button opens the form in place.
 */
export const CHANGE_DELIVERY_PARAM = "change"

/** The part of the account page showing where a subscription delivers: an accepted change without JavaScript comes back to it. */
export const deliverySectionId = (subscriptionId: string) => `subscription-${subscriptionId}-delivery`

/**
 * The field of the delivery address form naming a saved address chosen in it: once interactive,
 * choosing fills in the fields (and nothing is sent under it); a browser without JavaScript sends the
 * choice, and the action delivers to that address.
 */
export const SAVED_ADDRESS_FIELD = "saved_address_id"

/** A form's name read back: its kind and the id it names, if any. */
export function accountFormOf(intent: string | null): { kind: string; id: string | null } {
  const [kind = "", id] = (intent ?? "").split(":", 2)
  return { kind, id: id || null }
}

/** What an accepted code request answers: the address it went to and for how long the code works. */
export type CodeRequested = { email: string; valid_minutes: number }
/** What an accepted subscription action answers: which (the page says it is done). */
export type SubscriptionChanged = { action: SubscriptionAction }
/** Whom the e-mail's link is for, masked ("m…@example.com"), or why it does not open (null: it opens; "": unworded): read before anyone is signed in. */
export type SignInLink = { token: string; emailHint: string | null; refusal: FormText | null }
