import { useEffect, useState } from "react"
import { useLocale, useT } from "~/i18n/i18n"
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from "~/i18n/locales"

const DISMISSED_KEY = "language-suggestion-dismissed"

/** The shop's first language among the browser's, when it is not the page's (and not English). */
function browserLanguage(current: Locale): (typeof LOCALES)[number] | null {
  for (const tag of navigator.languages ?? []) {
    const code = tag.slice(0, 2).toLowerCase()
    const found = LOCALES.find((locale) => locale.code === code)
    if (found) return found.code === current || found.code === DEFAULT_LOCALE ? null : found
  }
  return null
}

/**
 * On the English home page, the shop in the browser's language, suggested and never imposed (no
 * redirect: a shared or cached page stays what its address says). Shown after hydration only, over
 * the page's bottom edge so nothing moves, until the shopper dismisses it.
 */
export function LanguageSuggestion() {
  const t = useT()
  const current = useLocale()
  const [suggested, setSuggested] = useState<(typeof LOCALES)[number] | null>(null)

  useEffect(() => {
    if (current !== DEFAULT_LOCALE || localStorage.getItem(DISMISSED_KEY)) return
    setSuggested(browserLanguage(current))
  }, [current])

  if (!suggested) return null
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, "1")
    setSuggested(null)
  }
  return (
    <aside className="language-suggestion" aria-labelledby="language-suggestion-text">
      <p id="language-suggestion-text">
        {t("language.suggestion")}{" "}
        <a href={localePath(suggested.code, "/")} hrefLang={suggested.code} lang={suggested.code}>
          {suggested.name}
        </a>
      </p>
      <button type="button" className="language-suggestion__close" onClick={dismiss} aria-label={t("language.dismiss")}>
        ×
      </button>
    </aside>
  )
}
