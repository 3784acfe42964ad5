import { FORM_FIELDS } from "order-summary/forms"
import { addressProblems } from "order-summary/addresses"
import type { ShippingDetails } from "~/lib/cart"
import { DEFAULT_CART_COUNTRY } from "~/lib/constants"
import { EMAIL_SHAPE } from "~/lib/email"

/** The checkout's details in the order the form asks for them (a refusal names its fields in this order). */
export const DETAILS_FIELDS = [
  "email",
  "first_name",
  "last_name",
  "country_code",
  "company",
  "address_1",
  "address_2",
  "city",
  "province",
  "postal_code",
  "phone",
] as const satisfies readonly (keyof ShippingDetails)[]

/** What an empty required field of the details says (the e-mail's words are the contact form's). */
export const DETAILS_REQUIRED: Partial<Record<keyof ShippingDetails, string>> = {
  email: FORM_FIELDS.contact.email.required,
  first_name: "First name is required",
  last_name: "Last name is required",
  address_1: "Address is required",
  city: "City is required",
}

const EMAIL_SHAPE_TEXT = FORM_FIELDS.contact.email.invalid

/** The details as posted, each field a trimmed string (missing ones empty; the country the shop's default). */
export function detailsFrom(values: Record<string, string>): ShippingDetails {
  const details = Object.fromEntries(DETAILS_FIELDS.map((field) => [field, (values[field] ?? "").trim()])) as ShippingDetails
  return { ...details, country_code: details.country_code.toLowerCase() || DEFAULT_CART_COUNTRY }
}

/**
 * The problems of the details, per field in the form's order: a required field left empty, an
 * e-mail not of an address's shape, and the address's own rules for its country (postal code,
 * state), in the words the shopper reads.
 */
export function detailsProblems(details: ShippingDetails): Record<string, string> {
  const found: Partial<Record<string, string>> = { ...addressProblems(details) }
  for (const [field, text] of Object.entries(DETAILS_REQUIRED)) {
    if (!details[field as keyof ShippingDetails]) found[field] = text
  }
  if (details.email && !EMAIL_SHAPE.test(details.email)) found.email = EMAIL_SHAPE_TEXT
  const ordered: Record<string, string> = {}
  for (const field of DETAILS_FIELDS) {
    const text = found[field]
    if (text) ordered[field] = text
  }
  return ordered
}
