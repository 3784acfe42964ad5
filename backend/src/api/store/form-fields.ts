import { z } from "@medusajs/framework/zod"
import { tooLong, type EmailField, type TextField } from "order-summary/forms"

/**
 * A trimmed text field of a public form (FORM_FIELDS): `required` when missing or blank, bounded in
 * length. The texts are the spec's, and the storefront's schemas check the same with the same words.
 */
export function formText(field: TextField) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? field.required : `${field.label} must be text`) })
    .trim()
    .min(1, field.required)
    .max(field.max, tooLong(field))
}

/** An email address as the shop stores it: trimmed, of a real shape, bounded in length. */
export function formEmail(field: EmailField) {
  return formText(field).regex(z.regexes.email, field.invalid)
}
