import type { Messages } from "@lingui/core"
import { compileMessage } from "@lingui/message-utils/compileMessage"
import de from "./messages/de.json"
import en from "./messages/en.json"
import fr from "./messages/fr.json"
import nl from "./messages/nl.json"
import type { Locale } from "./locales"

/** Every language's catalogue as written (ICU MessageFormat): key -> message. */
export const CATALOGUES: Record<Locale, Record<string, string>> = { en, nl, de, fr }

const compiled = new Map<Locale, Messages>()

/**
 * A language's messages compiled for Lingui's runtime, once per process. The root loader sends the
 * page's own language only: the browser never loads the compiler nor another language's catalogue.
 */
export function compiledMessages(locale: Locale): Messages {
  let messages = compiled.get(locale)
  if (!messages) {
    messages = Object.fromEntries(Object.entries(CATALOGUES[locale]).map(([key, message]) => [key, compileMessage(message)]))
    compiled.set(locale, messages)
  }
  return messages
}
