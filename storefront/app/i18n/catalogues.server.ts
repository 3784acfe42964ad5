import type { Messages } from "@lingui/core"
import { compileMessage } from "@lingui/message-utils/compileMessage"
import { LOCALE_CODES, localeOfParams, type Locale } from "./locales"

/**
 * The catalogue files: messages/<language>/<area>.json (shell: the header, footer and shared words;
 * one file per part of the shop), each key -> message in ICU MessageFormat.
 */
const FILES = import.meta.glob<Record<string, string>>("./messages/*/*.json", { eager: true, import: "default" })

/** The catalogue's areas, one file each in every language (catalogues.test.ts holds them to the files). */
export const AREAS = [
  "shell",
  "pages",
  "checkout",
  "forms",
  "account",
  "withdrawal",
  "subscription",
  "newsletter",
  "cart-refusals",
  "countries",
  "reviews",
  "order",
  "contact",
] as const

export type Area = (typeof AREAS)[number]

/** The areas the root sends with every page: its header, footer, error and 404 screens speak only the shell's words. */
export const ROOT_AREAS = ["shell"] as const satisfies readonly Area[]

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

const compiled = new Map<string, Messages>()

/** One area of a language compiled for Lingui's runtime, once per process. */
function compiledArea(locale: Locale, area: Area): Messages {
  const name = `${locale}/${area}`
  let messages = compiled.get(name)
  if (!messages) {
    const file = catalogueFiles(locale)[area]
    if (!file) throw new Error(`No message catalogue ${name}`)
    messages = Object.fromEntries(Object.entries(file).map(([key, message]) => [key, compileMessage(message)]))
    compiled.set(name, messages)
  }
  return messages
}

/**
 * The messages of some areas of a language, compiled for Lingui's runtime (each area once per
 * process): what a route's loader sends with its data as `messages`, the areas its page shows
 * beyond the root's. A page loads no other language's messages, no area it does not show, and
 * never the compiler.
 */
export function areaMessages(locale: Locale, areas: readonly Area[]): Messages {
  return Object.assign({}, ...areas.map((area) => compiledArea(locale, area))) as Messages
}

/** A language's whole catalogue compiled (every area): a form's action words its answer with it (requestT). */
export function compiledMessages(locale: Locale): Messages {
  return areaMessages(locale, AREAS)
}

/** The loader of a page whose data is only its messages: the areas it shows beyond the root's, in its address's language. */
export function messagesLoader(areas: readonly Area[]) {
  return ({ params }: { params: { lang?: string } }) => ({ messages: areaMessages(localeOfParams(params), areas) })
}
