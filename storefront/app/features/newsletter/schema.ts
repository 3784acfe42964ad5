import * as z from "zod/mini"
import { FORM_FIELDS } from "order-summary/forms"
import { formEmail } from "~/lib/form-fields"

export const newsletterSchema = z.object({ email: formEmail(FORM_FIELDS.newsletter.email) })

export type NewsletterSignup = z.infer<typeof newsletterSchema>
