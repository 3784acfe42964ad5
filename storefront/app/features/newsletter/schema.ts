import * as z from "zod/mini"

/** Local part, @, domain, dot and a top-level part of at least 2 letters. */
const NEWSLETTER_EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/

export const newsletterSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Email address cannot be empty"),
      z.regex(NEWSLETTER_EMAIL, "Please enter a valid email address")
    ),
})

export type NewsletterSignup = z.infer<typeof newsletterSchema>
