import { showFormText, type FormText } from "~/lib/form-message"
import { compiledMessages } from "./catalogues.server"
import { createI18n } from "./i18n"

/** For unit tests: a form's text as an English page shows it (the English catalogue's words). */
const english = createI18n("en", compiledMessages("en"))

export function inEnglish(text: FormText): string {
  return showFormText(english.t, "en", text)
}

/** Each field's text as an English page shows it. */
export const allInEnglish = (texts: Record<string, FormText>) =>
  Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, inEnglish(text)]))
