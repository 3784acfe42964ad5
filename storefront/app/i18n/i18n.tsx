import { setupI18n, type I18n, type Messages } from "@lingui/core"
import { createContext, useContext, useMemo, type ReactNode } from "react"
import { useMatches } from "react-router"
import { DEFAULT_LOCALE, type Locale } from "./locales"

/**
 * Lingui's instance of one page (its language and the messages of the routes it shows, from their
 * loaders) and its translation function. A page's language never changes while it is open (the
 * language switcher loads the other language's page), so no subscription to a change is needed, and
 * Lingui's React package (a provider that re-renders on activate()) stays out of the first load: a
 * client-side navigation that brings other routes' messages gives the page a new instance (usePageI18n).
 */
type PageI18n = { i18n: I18n; locale: Locale; t: I18n["_"] }

const I18nContext = createContext<PageI18n | null>(null)

/**
 * A message the page asks for and was not given (a route whose loader does not send an area its page
 * shows): logged, "Missing message" first (the end-to-end tests fail on it), and the key shows.
 */
function reportMissing(locale: string, id: string): string {
  console.error(`Missing message ${id} (${locale})`)
  return id
}

export function createI18n(locale: Locale, messages: Messages): PageI18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages }, missing: reportMissing })
  return { i18n, locale, t: i18n.t }
}

/** A route loader's data with the messages of the areas its page shows (areaMessages, catalogues.server.ts). */
export type WithMessages = { messages: Messages }

/**
 * The messages of every route a page shows, together (the root's shell and the page's own areas): what
 * each route's loader sent with its data as `messages` (areaMessages). They come back as JSON, which
 * React Router types loosely: they are Lingui's Messages.
 */
export function pageMessages(matches: readonly ({ data?: unknown } | undefined)[]): Messages {
  return Object.assign({}, ...matches.map((match) => (match?.data as Partial<WithMessages> | null | undefined)?.messages)) as Messages
}

/**
 * The page's instance, from the messages of its matched routes (useMatches: the root's and the
 * page's, their loaders' data): built again when a navigation brings other routes (or their data).
 * A route without its data (its loader failed: its error boundary shows) adds none.
 */
export function usePageI18n(locale: Locale): PageI18n {
  const matches = useMatches()
  return useMemo(() => createI18n(locale, pageMessages(matches)), [locale, matches])
}

export function I18nProvider({ value, children }: { value: PageI18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

// Outside a page (a unit test rendering a component alone): English without messages, the keys show.
let fallback: PageI18n | null = null
function useContextI18n(): PageI18n {
  const context = useContext(I18nContext)
  if (context) return context
  fallback ??= createI18n(DEFAULT_LOCALE, {})
  return fallback
}

/** The page's language. */
export function useLocale(): Locale {
  return useContextI18n().locale
}

/** The translation function of the page's language: t("nav.home"), t("cart.linkLabel", { count }). */
export function useT(): I18n["_"] {
  return useContextI18n().t
}
