import * as z from "zod/mini"
import { FORM_FIELDS } from "order-summary/forms"
import { EMAIL_SHAPE } from "~/lib/email"
import { backendFieldMessages, type FormMessage } from "~/lib/form-message"

/**
 * The public forms' fields (FORM_FIELDS, the backend's English source) as the storefront checks and
 * words them: every text is a message key, `form.<form>.<field>.<kind>` (i18n/messages/<language>/
 * forms.json), put into the page's language where it is shown (useFormText, Field). The English
 * catalogue's entries are FORM_FIELDS' words, which a unit test holds them to.
 */
export type FormName = keyof typeof FORM_FIELDS
/** What a field's message says: its label, left empty, not of the right shape, longer than it may be. */
export type FieldMessageKind = "label" | "required" | "invalid" | "tooLong"

/** The key of a field's message: form.contact.name.required. Its tooLong message takes the length as {max}. */
export const fieldKey = <F extends FormName>(form: F, field: keyof (typeof FORM_FIELDS)[F] & string, kind: FieldMessageKind) =>
  `form.${form}.${field}.${kind}`

type TextFieldOf<F extends FormName> = {
  [K in keyof (typeof FORM_FIELDS)[F]]: (typeof FORM_FIELDS)[F][K] extends { required: string; max: number } ? K : never
}[keyof (typeof FORM_FIELDS)[F]] &
  string

const spec = <F extends FormName>(form: F, field: string) => (FORM_FIELDS[form] as Record<string, { max?: number }>)[field]

/** A trimmed text field of a public form that must be filled in (its length is the server's to refuse). */
export const requiredText = <F extends FormName>(form: F, field: TextFieldOf<F>) =>
  z.string().check(z.trim(), z.minLength(1, fieldKey(form, field, "required")))

/** A trimmed, required text field bounded in length: the checks of the Store API's validator. */
export const formText = <F extends FormName>(form: F, field: TextFieldOf<F>) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, fieldKey(form, field, "required")),
      z.maxLength(spec(form, field).max ?? 0, fieldKey(form, field, "tooLong")),
    )

/**
 * An e-mail address field: required and of the shape the server checks; its length is the server's
 * to refuse, or checked too with `bounded` (the Store API's rules of a form, see backendRefusals).
 */
export const formEmail = <F extends FormName>(form: F, field: TextFieldOf<F>, { bounded = false } = {}) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, fieldKey(form, field, "required")),
      z.regex(EMAIL_SHAPE, fieldKey(form, field, "invalid")),
      ...(bounded ? [z.maxLength(spec(form, field).max ?? 0, fieldKey(form, field, "tooLong"))] : []),
    )

/**
 * The first message per field of a failed parse, in the form's order: the issue's message is its key
 * (form-fields.ts), a length refused gives its limit as {max}.
 */
export function fieldMessages(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, FormMessage> {
  const errors: Record<string, FormMessage> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "")
    const max = "maximum" in issue ? Number(issue.maximum) : undefined
    errors[field] ??= max === undefined ? { key: issue.message } : { key: issue.message, values: { max } }
  }
  return errors
}

/**
 * The fields the backend refused that the form's own check let through, each told by its kind where
 * `rules` (the form's checks with the Store API's lengths) find one for the value (Message too long),
 * else the general text; on an English page the backend's own words. Never told by those words.
 */
export function backendRefusals<T>(
  rules: z.ZodMiniType<T>,
  values: Record<string, unknown>,
  fieldErrors: Record<string, string>,
): Record<string, FormMessage> {
  const checked = rules.safeParse(values)
  const kinds = checked.success ? {} : fieldMessages(checked.error.issues)
  const refused = backendFieldMessages(fieldErrors)
  return Object.fromEntries(
    Object.entries(refused).map(([field, message]) => [field, kinds[field] ? { ...kinds[field], english: message.english } : message]),
  )
}
