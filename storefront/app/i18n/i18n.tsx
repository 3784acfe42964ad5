import { setupI18n, type I18n, type Messages } from "@lingui/core"
import { createContext, useContext, type ReactNode } from "react"
import { DEFAULT_LOCALE, type Locale } from "./locales"

/**
 * Lingui's instance of one page (its language and that language's compiled messages, from the root
 * loader) and its translation function. A page's language never changes while it is open (the
 * language switcher loads the other language's page), so no subscription to a change is needed, and
 * Lingui's React package (a provider that re-renders on activate()) stays out of the first load.
 */
type PageI18n = { i18n: I18n; locale: Locale; t: I18n["_"] }

const I18nContext = createContext<PageI18n | null>(null)

export function createI18n(locale: Locale, messages: Messages): PageI18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } })
  return { i18n, locale, t: i18n._.bind(i18n) }
}

export function I18nProvider({ value, children }: { value: PageI18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

// Outside a page (a unit test rendering a component alone): English without messages, the keys show.
let fallback: PageI18n | null = null
function usePageI18n(): PageI18n {
  const context = useContext(I18nContext)
  if (context) return context
  fallback ??= createI18n(DEFAULT_LOCALE, {})
  return fallback
}

/** The page's language. */
export function useLocale(): Locale {
  return usePageI18n().locale
}

/** The translation function of the page's language: t("nav.home"), t("cart.linkLabel", { count }). */
export function useT(): I18n["_"] {
  return usePageI18n().t
}
