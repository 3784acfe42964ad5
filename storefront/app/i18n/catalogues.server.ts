import type { Messages } from "@lingui/core"
import { compileMessage } from "@lingui/message-utils/compileMessage"
import { LOCALE_CODES, type Locale } from "./locales"

/**
 * The catalogue files: messages/<language>/<area>.json (shell: the header, footer and shared words;
 * one file per part of the shop), each key -> message in ICU MessageFormat.
 */
const FILES = import.meta.glob<Record<string, string>>("./messages/*/*.json", { eager: true, import: "default" })

/** The files of one language by area (messages/nl/checkout.json -> checkout). */
export function catalogueFiles(locale: Locale): Record<string, Record<string, string>> {
  const prefix = `./messages/${locale}/`
  return Object.fromEntries(
    Object.entries(FILES)
      .filter(([file]) => file.startsWith(prefix))
      .map(([file, messages]) => [file.slice(prefix.length, -".json".length), messages]),
  )
}

/** Every language's catalogue as written, its areas' files together: key -> message. */
export const CATALOGUES = Object.fromEntries(
  LOCALE_CODES.map((locale) => [locale, Object.assign({}, ...Object.values(catalogueFiles(locale))) as Record<string, string>]),
) as Record<Locale, Record<string, string>>

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
