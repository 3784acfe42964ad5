import { compiledMessages } from "./catalogues.server"
import { createI18n } from "./i18n"
import { splitLocalePath } from "./locales"

/**
 * The translation function of the page a request is for (its path's language: /de/checkout,
 * /de/checkout.data), for what a route's action answers in words: a refused form's texts.
 */
export function requestT(request: Request) {
  const { locale } = splitLocalePath(new URL(request.url).pathname)
  return createI18n(locale, compiledMessages(locale)).t
}
