import * as z from "zod/mini"
import { tooLong, type EmailField, type TextField } from "order-summary/forms"
import { EMAIL_SHAPE } from "~/lib/email"

/** A trimmed text field of a public form (FORM_FIELDS) that must be filled in. */
export const requiredText = (field: TextField) => z.string().check(z.trim(), z.minLength(1, field.required))

/** A trimmed, required text field bounded in length: the checks and words of the Store API's validator. */
export const formText = (field: TextField) =>
  z.string().check(z.trim(), z.minLength(1, field.required), z.maxLength(field.max, tooLong(field)))

/** An e-mail address field: required and of the shape the server checks (its length is the server's to refuse). */
export const formEmail = (field: EmailField) =>
  z.string().check(z.trim(), z.minLength(1, field.required), z.regex(EMAIL_SHAPE, field.invalid))
