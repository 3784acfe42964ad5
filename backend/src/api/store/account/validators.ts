import { z } from "@medusajs/framework/zod"
import { accountEmail, SIGN_IN_LINK_INVALID } from "../../../lib/sign-in-code"
import { addressProblems, normalizePostalCode, regionCode } from "order-summary/addresses"
import { SHIPPING_COUNTRIES } from "../../../lib/shipping-countries"
import { FORM_FIELDS } from "order-summary/forms"
import { formEmail } from "../form-fields"
import { subscriptionAction } from "../subscriptions/validators"

export const RequestSignInCodeSchema = z.object({
  email: formEmail(FORM_FIELDS.signIn.email).transform(accountEmail),
})

export type RequestSignInCode = z.infer<typeof RequestSignInCodeSchema>

/** A sign-in link's token, to show whom it signs in before anyone does. */
export const SignInLinkQuery = z.object({
  token: z.string({ error: SIGN_IN_LINK_INVALID }).trim().min(1, SIGN_IN_LINK_INVALID).max(1000, SIGN_IN_LINK_INVALID),
})

export type SignInLinkParams = z.infer<typeof SignInLinkQuery>

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
const required = (label: string, max: number) => text(label, max).min(1, `Enter the ${label.toLowerCase()}.`)

/** A saved address: as the checkout asks for it, and checked by the same rules of its country. */
export const SaveAddressSchema = z
  .object({
    first_name: required("First name", 100),
    last_name: required("Last name", 100),
    company: text("Company", 100).optional(),
    address_1: required("Street and number", 200),
    address_2: text("Second address line", 200).optional(),
    postal_code: required("Postal code", 20),
    city: required("City", 100),
    province: text("State or province", 100).optional(),
    country_code: z
      .string({ error: "Choose the country." })
      .trim()
      .toLowerCase()
      .refine((code) => SHIPPING_COUNTRIES.some((country) => country === code), "Choose a country the shop ships to."),
    phone: text("Phone", 40).optional(),
  })
  .strict()
  .superRefine((address, context) => {
    for (const [field, message] of Object.entries(addressProblems(address, { complete: true }))) {
      if (message) context.addIssue({ code: "custom", path: [field], message })
    }
  })
  .transform((address) => ({
    ...address,
    postal_code: normalizePostalCode(address.postal_code),
    province: address.province ? (regionCode(address.country_code, address.province) ?? address.province) : undefined,
  }))

export type SaveAddress = z.infer<typeof SaveAddressSchema>

export const ChangeSubscriptionSchema = z.object({
  action: subscriptionAction,
})

export type ChangeSubscription = z.infer<typeof ChangeSubscriptionSchema>

export const NewsletterConsentSchema = z.object({ subscribed: z.boolean({ error: "subscribed must be true or false" }) })

export type NewsletterConsent = z.infer<typeof NewsletterConsentSchema>

/** The account's language: one of the store's, checked by the route (the seller may add languages). */
export const AccountLanguageSchema = z.object({
  locale: z
    .string({ error: "locale must be a language code, such as nl" })
    .trim()
    .min(2, "locale must be a language code, such as nl")
    .max(35),
})

export type AccountLanguage = z.infer<typeof AccountLanguageSchema>

/** "Delete my account" is asked for on purpose: the body must say so. */
export const DeleteAccountSchema = z.object({ confirm: z.literal("delete my account", { error: 'Type "delete my account" to confirm.' }) })
