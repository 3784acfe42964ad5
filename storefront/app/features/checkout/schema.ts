import { addressProblemMessages } from "~/lib/address-form"
import type { ShippingDetails } from "~/lib/cart"
import { DEFAULT_CART_COUNTRY } from "~/lib/constants"
import { EMAIL_SHAPE } from "~/lib/email"
import { fieldKey } from "~/lib/form-fields"
import { formMessage, type FormMessage } from "~/lib/form-message"

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

/** The message of an empty required field of the details (the e-mail's words are the contact form's). */
export const DETAILS_REQUIRED: Partial<Record<keyof ShippingDetails, string>> = {
  email: fieldKey("contact", "email", "required"),
  first_name: "form.checkout.first_name.required",
  last_name: "form.checkout.last_name.required",
  address_1: "form.checkout.address_1.required",
  city: "form.checkout.city.required",
}

const EMAIL_SHAPE_TEXT = fieldKey("contact", "email", "invalid")

/** The details as posted, each field a trimmed string (missing ones empty; the country the shop's default). */
export function detailsFrom(values: Record<string, string>): ShippingDetails {
  const details = Object.fromEntries(DETAILS_FIELDS.map((field) => [field, (values[field] ?? "").trim()])) as ShippingDetails
  return { ...details, country_code: details.country_code.toLowerCase() || DEFAULT_CART_COUNTRY }
}

/**
 * The problems of the details, per field in the form's order: a required field left empty, an
 * e-mail not of an address's shape, and the address's own rules for its country (postal code,
 * state), as messages for the page's language.
 */
export function detailsProblems(details: ShippingDetails): Record<string, FormMessage> {
  const found: Partial<Record<string, FormMessage>> = { ...addressProblemMessages(details) }
  for (const [field, key] of Object.entries(DETAILS_REQUIRED)) {
    if (!details[field as keyof ShippingDetails]) found[field] = formMessage(key)
  }
  if (details.email && !EMAIL_SHAPE.test(details.email)) found.email = formMessage(EMAIL_SHAPE_TEXT)
  const ordered: Record<string, FormMessage> = {}
  for (const field of DETAILS_FIELDS) {
    const text = found[field]
    if (text) ordered[field] = text
  }
  return ordered
}
