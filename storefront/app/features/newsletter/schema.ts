import * as z from "zod/mini"
import { EMAIL_SHAPE } from "~/lib/email"

export const newsletterSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Email address cannot be empty"),
      z.regex(EMAIL_SHAPE, "Please enter a valid email address")
    ),
})

export type NewsletterSignup = z.infer<typeof newsletterSchema>
