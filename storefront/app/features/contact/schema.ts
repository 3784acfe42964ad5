import * as z from "zod/mini"
import { formEmail, formText, requiredText } from "~/lib/form-fields"

// Lengths are the Store API's to refuse: its 400 is shown under the field with the failure banner.
export const contactSchema = z.object({
  name: requiredText("contact", "name"),
  email: formEmail("contact", "email"),
  subject: requiredText("contact", "subject"),
  message: requiredText("contact", "message"),
})

/** The Store API's rules of the form, lengths included: what tells the kind of a field it refused (backendRefusals). */
export const contactRules = z.object({
  name: formText("contact", "name"),
  email: formEmail("contact", "email", { bounded: true }),
  subject: formText("contact", "subject"),
  message: formText("contact", "message"),
})

export type ContactMessage = z.infer<typeof contactSchema>
export type ContactField = keyof ContactMessage
