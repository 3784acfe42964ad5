// The shop's public forms: each field's label, its message when left empty, its message when it
// is not of the right shape, and its longest length. The backend's validators and the storefront's
// form schemas are both built from these, so a form refuses in the browser exactly what the Store
// API would refuse, in the same words (the spec's): the storefront shows them by message keys
// (form.<form>.<field>.<kind>) whose English entries a unit test holds to these words, so the shop's
// other languages word them too. Types are in forms.d.ts.

const EMAIL = { label: "Email address", max: 254 }
/** The newsletter's and the account sign-in's one e-mail field: the spec's words. */
const SIGN_UP_EMAIL = { ...EMAIL, required: "Email address cannot be empty", invalid: "Please enter a valid email address" }
/** The e-mail field of the contact and withdrawal forms. */
const CONTACT_EMAIL = { ...EMAIL, required: "Email is required", invalid: "Invalid email address" }
/** A person's name, in each form that asks it (each with its own length). */
const NAME = { label: "Name", required: "Name is required" }
/** The account's one-time sign-in code: the shop makes it of this many digits, the form takes no more. */
const CODE_DIGITS = 6
const SIGN_IN_CODE = { label: `${CODE_DIGITS}-digit code`, digits: CODE_DIGITS }

export const FORM_FIELDS = {
  contact: {
    name: { ...NAME, max: 100 },
    email: CONTACT_EMAIL,
    subject: { label: "Subject", required: "Subject is required", max: 200 },
    message: { label: "Message", required: "Message is required", max: 5000 },
  },
  review: {
    rating: { invalid: "Choose a rating from 1 to 5 stars", min: 1, max: 5 },
    title: { label: "Title", required: "Title is required", max: 120 },
    text: { label: "Review", required: "Review is required", max: 5000 },
    display_name: { ...NAME, max: 60 },
  },
  withdrawal: {
    name: { ...NAME, max: 200 },
    order_number: { required: "Order number is required", invalid: "Enter the order number from your order confirmation, e.g. 1042" },
    email: CONTACT_EMAIL,
    postal_code: { label: "Postal code", required: "Postal code is required", max: 20 },
  },
  newsletter: { email: SIGN_UP_EMAIL },
  signIn: { email: SIGN_UP_EMAIL, code: SIGN_IN_CODE },
}

/** The message of a text longer than its field allows: "Name must be at most 100 characters". */
export const tooLong = ({ label, max }) => `${label} must be at most ${max} characters`
