import { useLocale, useT } from "~/i18n/i18n"
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales"

/**
 * A text of a form in no language yet: a catalogue key (i18n/messages/<language>/forms.json and the
 * form's area) and its values (a value may be a message too: a country's name), put into the page's
 * language where it is shown. `english`: words the backend gave (a refusal the storefront's own
 * checks did not catch), shown as they are on an English page only, and where the catalogue has no
 * such key (a country the seller added); every other language shows the key's text (never a match
 * on those words).
 */
export type FormMessage = { key: string; values?: Record<string, string | number | FormMessage>; english?: string }

/** What a form's answer says: a message to put into the page's language (a bare string is shown as it is). */
export type FormText = string | FormMessage

export const formMessage = (key: string, values?: FormMessage["values"]): FormMessage => (values ? { key, values } : { key })

/** A field the backend refused with words of its own (it names no kind): those on an English page, a general text in the others. */
export const FIELD_REFUSED = "form.fieldRefused"

/** The backend's words of each refused field, as messages (see FIELD_REFUSED). */
export const backendFieldMessages = (fieldErrors: Record<string, string>): Record<string, FormMessage> =>
  Object.fromEntries(Object.entries(fieldErrors).map(([field, english]) => [field, { key: FIELD_REFUSED, english }]))

/** A form's text in a language, with that language's translation function. */
export function showFormText(t: (key: string, values?: Record<string, unknown>) => string, locale: Locale, text: FormText): string {
  if (typeof text === "string") return text
  if (text.english && locale === DEFAULT_LOCALE) return text.english
  const values =
    text.values &&
    Object.fromEntries(
      Object.entries(text.values).map(([name, value]) => [name, typeof value === "object" ? showFormText(t, locale, value) : value]),
    )
  const shown = t(text.key, values)
  return shown === text.key && text.english ? text.english : shown
}

/** The page's way of showing a form's text: its message in the page's language. */
export function useFormText(): (text: FormText | null | undefined) => string | undefined {
  const t = useT()
  const locale = useLocale()
  return (text) => (text === null || text === undefined ? undefined : showFormText(t, locale, text))
}

/** The general text of a refusal the form has no words of its own for. */
export const SOMETHING_WRONG = "form.somethingWrong"
/** The text of a refusal for too many attempts (429). */
export const TOO_MANY_ATTEMPTS = "form.tooManyAttempts"

/**
 * A refusal of the backend (store-refusal.ts) as a message: its kind told by its type or status
 * (`kinds`: not_found, duplicate_error, 404… to the form's key; 429 is too many attempts), else
 * `fallback`. The backend's words (`english`, its message by default) are shown on an English page.
 */
export function refusalMessage(
  refusal: { status: number; type?: string | null; message: string | null },
  fallback: string,
  { kinds = {}, english = refusal.message }: { kinds?: Record<string, string>; english?: string | null } = {},
): FormMessage {
  const key =
    (refusal.type && kinds[refusal.type]) || kinds[String(refusal.status)] || (refusal.status === 429 ? TOO_MANY_ATTEMPTS : fallback)
  return english ? { key, english } : { key }
}

/** A refusal thrown by a form sent from the browser (a signed link's page), with its message. */
export class FormRefusal extends Error {
  constructor(readonly text: FormMessage) {
    super(text.english ?? text.key)
  }
}
