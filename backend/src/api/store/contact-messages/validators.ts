import { z } from "@medusajs/framework/zod"
import { FORM_FIELDS } from "order-summary/forms"
import { formEmail, formText } from "../form-fields"

const FIELDS = FORM_FIELDS.contact

export const CreateContactMessageSchema = z.object({
  name: formText(FIELDS.name),
  email: formEmail(FIELDS.email),
  subject: formText(FIELDS.subject),
  message: formText(FIELDS.message),
})

export type CreateContactMessage = z.infer<typeof CreateContactMessageSchema>

export const CONTACT_MESSAGE_RECEIVED = { message: "Your message has been sent successfully!" }
