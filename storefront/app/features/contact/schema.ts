import * as z from "zod/mini"
import { EMAIL_SHAPE } from "~/lib/email"

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message))

export const contactSchema = z.object({
  name: required("Name is required"),
  email: z.string().check(z.trim(), z.minLength(1, "Email is required"), z.regex(EMAIL_SHAPE, "Invalid email address")),
  subject: required("Subject is required"),
  message: required("Message is required"),
})

export type ContactMessage = z.infer<typeof contactSchema>
export type ContactField = keyof ContactMessage
