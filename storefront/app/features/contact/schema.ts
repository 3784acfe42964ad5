import * as z from "zod/mini"
import { FORM_FIELDS } from "order-summary/forms"
import { formEmail, requiredText } from "~/lib/form-fields"

const FIELDS = FORM_FIELDS.contact

// Lengths are the Store API's to refuse: its 400 is shown under the field with the failure banner.
export const contactSchema = z.object({
  name: requiredText(FIELDS.name),
  email: formEmail(FIELDS.email),
  subject: requiredText(FIELDS.subject),
  message: requiredText(FIELDS.message),
})

export type ContactMessage = z.infer<typeof contactSchema>
export type ContactField = keyof ContactMessage
