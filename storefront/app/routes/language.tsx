import { data } from "react-router"
import { PREFIXED_LOCALES } from "~/i18n/locales"
import type { Route } from "./+types/language"

/** The pages of one language (no code: English): a prefix that is no language of the shop is the 404 page. */
export function loader({ params }: Route.LoaderArgs) {
  if (params.lang !== undefined && !PREFIXED_LOCALES.some((code) => code === params.lang)) throw data(null, { status: 404 })
  return null
}

// The language of a page only changes with a whole page load (the language switcher).
export function shouldRevalidate() {
  return false
}
