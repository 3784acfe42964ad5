import { useLocation } from "react-router"
import { useLocale, useT } from "~/i18n/i18n"
import { LOCALES, localePath, splitLocalePath } from "~/i18n/locales"

/**
 * The shop's languages as a list of links to the page the shopper is on, in each: plain links, so a
 * language is a whole page load (its messages, the Store API's language) and works without JavaScript.
 * Each shows its code and says its own name in its own language.
 */
export function LanguageSwitcher({ id, className }: { id: string; className: string }) {
  const t = useT()
  const current = useLocale()
  const { pathname, search } = useLocation()
  const { path } = splitLocalePath(pathname)
  return (
    <nav aria-labelledby={id} className={`language-switcher ${className}`}>
      <span id={id} className="visually-hidden">
        {t("language.label")}
      </span>
      <ul>
        {LOCALES.map(({ code, name }) => (
          <li key={code}>
            <a href={localePath(code, path) + search} hrefLang={code} lang={code} aria-current={code === current ? "true" : undefined}>
              <span aria-hidden="true">{code.toUpperCase()}</span>
              <span className="visually-hidden">{name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
