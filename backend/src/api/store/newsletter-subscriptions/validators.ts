import { z } from "@medusajs/framework/zod"
import { FORM_FIELDS } from "order-summary/forms"
import { formEmail } from "../form-fields"

export const CreateNewsletterSubscriptionSchema = z.object({
  email: formEmail(FORM_FIELDS.newsletter.email).transform((email) => email.toLowerCase()),
})

export type CreateNewsletterSubscription = z.infer<typeof CreateNewsletterSubscriptionSchema>

const linkToken = (incomplete: string) => z.string({ error: incomplete }).trim().min(1, incomplete).max(1000)

export const UnsubscribeSchema = z.object({ token: linkToken("The unsubscribe link is incomplete") })

export type Unsubscribe = z.infer<typeof UnsubscribeSchema>

export const ConfirmSubscriptionSchema = z.object({ token: linkToken("The confirmation link is incomplete") })

export type ConfirmSubscription = z.infer<typeof ConfirmSubscriptionSchema>

/**
 * The answer to every accepted sign-up, whether the address is new, pending or already subscribed:
 * it must not tell anyone which addresses are on the list.
 */
export const SIGNUP_RECEIVED = { message: "Please check your inbox and confirm your subscription to our exclusive updates" }

/** Where a sign-up's consent came from, kept with it as part of the proof. */
export const SIGNUP_SOURCE = "storefront newsletter form"

export const CONFIRMED = { message: "Your subscription is confirmed. Your welcome code is on its way to your inbox." }
