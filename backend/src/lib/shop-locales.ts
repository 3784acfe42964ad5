/**
 * The shop's languages: the store's locales in Medusa's Translation Module, each by its BCP 47 code
 * and its own name (what a language switcher shows). English is the catalogue's own language: the
 * texts a product, an e-mail or a document has without a translation.
 */
export const SHOP_LOCALES = [
  { code: "en", name: "English" },
  { code: "nl", name: "Nederlands" },
  { code: "de", name: "Deutsch" },
  { code: "fr", name: "Français" },
] as const

export type ShopLocale = (typeof SHOP_LOCALES)[number]["code"]

export const DEFAULT_LOCALE: ShopLocale = "en"

/** The languages the seed carries translations of the catalogue in: every one but the default. */
export const TRANSLATED_LOCALES = SHOP_LOCALES.map((locale) => locale.code).filter(
  (code): code is Exclude<ShopLocale, typeof DEFAULT_LOCALE> => code !== DEFAULT_LOCALE,
)
