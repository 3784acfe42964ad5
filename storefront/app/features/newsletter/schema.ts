import * as z from "zod/mini"
import { formEmail } from "~/lib/form-fields"

export const newsletterSchema = z.object({ email: formEmail("newsletter", "email") })

/** The Store API's rules of the sign-up, its length included: what tells the kind of a refusal (backendRefusals). */
export const newsletterRules = z.object({ email: formEmail("newsletter", "email", { bounded: true }) })

export type NewsletterSignup = z.infer<typeof newsletterSchema>
