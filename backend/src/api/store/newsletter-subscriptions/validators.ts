import { z } from "@medusajs/framework/zod"
import { formEmail } from "../form-fields"

export const CreateNewsletterSubscriptionSchema = z.object({
  email: formEmail({ required: "Email address cannot be empty", invalid: "Please enter a valid email address" }).transform(
    (email) => email.toLowerCase()
  ),
})

export type CreateNewsletterSubscription = z.infer<typeof CreateNewsletterSubscriptionSchema>

export const UnsubscribeSchema = z.object({
  token: z.string({ error: "The unsubscribe link is incomplete" }).trim().min(1, "The unsubscribe link is incomplete").max(1000),
})

export type Unsubscribe = z.infer<typeof UnsubscribeSchema>

export const SUBSCRIBED = { message: "You've been subscribed to our exclusive updates" }
