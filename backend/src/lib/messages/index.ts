import i18next, { type TFunction } from "i18next"
import { DEFAULT_LOCALE } from "../shop-locales"
import de from "./de.json"
import en from "./en.json"
import fr from "./fr.json"
import nl from "./nl.json"

/**
 * The shop's own messages on the server (its e-mails and documents), one catalogue per language
 * (`<locale>.json`, English the catalogue the others translate), through i18next. A language the
 * shop has no catalogue for, or a key one lacks, reads English; messages/__tests__ fails on a key
 * missing in any language.
 */
export const MESSAGE_CATALOGUES = { en, nl, de, fr } as const

const messages = i18next.createInstance()
void messages.init({
  resources: Object.fromEntries(Object.entries(MESSAGE_CATALOGUES).map(([locale, catalogue]) => [locale, { translation: catalogue }])),
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  // "de-AT" reads the German catalogue
  load: "languageOnly",
  // the templates escape what they put into HTML themselves
  interpolation: { escapeValue: false },
  initImmediate: false,
  returnNull: false,
})

/** The messages in `locale` (English when absent or unknown). */
export function messagesIn(locale: string | null | undefined): TFunction {
  return messages.getFixedT(locale || DEFAULT_LOCALE)
}
