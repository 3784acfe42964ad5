/**
 * The shop's languages, as the backend's store locales (backend/src/lib/shop-locales.ts), each with
 * its own name (what the language switcher shows). English is the default: its pages are at the
 * spec's paths; every other language's are under its code (/nl/products).
 */
export const LOCALES = [
  // the English prices as the order's documents write them (order-summary's formatEuros: en-IE)
  { code: "en", name: "English", intl: "en-IE" },
  { code: "nl", name: "Nederlands", intl: "nl-NL" },
  { code: "de", name: "Deutsch", intl: "de-DE" },
  { code: "fr", name: "Français", intl: "fr-FR" },
] as const

export type Locale = (typeof LOCALES)[number]["code"]

export const DEFAULT_LOCALE: Locale = "en"

export const LOCALE_CODES: readonly Locale[] = LOCALES.map((locale) => locale.code)

/** The languages whose pages are under a prefix: every one but the default. */
export const PREFIXED_LOCALES: readonly Locale[] = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE)

export function isLocale(code: string | undefined): code is Locale {
  return LOCALE_CODES.some((known) => known === code)
}

/** The locale Intl formats a language's prices, numbers and dates in (the shop sells from the Netherlands). */
export function intlLocale(locale: Locale): string {
  return LOCALES.find((candidate) => candidate.code === locale)?.intl ?? LOCALES[0].intl
}

/** The path of a page (its English path, with query or hash) in a language: /products -> /nl/products, / -> /nl. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith("/")) return path
  return path === "/" || /^\/[?#]/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`
}

/** A page's language and its English path, read from its pathname (/de/product/x -> de, /product/x). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)
  const code = match?.[1]
  if (!code || code === DEFAULT_LOCALE || !isLocale(code)) return { locale: DEFAULT_LOCALE, path: pathname }
  return { locale: code, path: pathname.slice(code.length + 1) || "/" }
}

/** A page's language from its route's `lang` parameter (none: English; the language route refuses an unknown one). */
export function localeOfParams(params: { lang?: string }): Locale {
  return isLocale(params.lang) ? params.lang : DEFAULT_LOCALE
}
