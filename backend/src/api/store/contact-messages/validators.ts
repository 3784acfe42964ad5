import { z } from "@medusajs/framework/zod"
import { formEmail, formText } from "../form-fields"

export const CreateContactMessageSchema = z.object({
  name: formText({ label: "Name", required: "Name is required", max: 100 }),
  email: formEmail({ required: "Email is required", invalid: "Invalid email address" }),
  subject: formText({ label: "Subject", required: "Subject is required", max: 200 }),
  message: formText({ label: "Message", required: "Message is required", max: 5000 }),
})

export type CreateContactMessage = z.infer<typeof CreateContactMessageSchema>

export const CONTACT_MESSAGE_RECEIVED = { message: "Your message has been sent successfully!" }
