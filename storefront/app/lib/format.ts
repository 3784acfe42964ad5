import { CURRENCY } from "order-summary"
import { useLocale } from "~/i18n/i18n"
import { intlLocale, type Locale } from "~/i18n/locales"
import { shop } from "./shop"

/** The copyright range of the footer: this year to next year. */
export function copyrightYears(now: Date): string {
  const year = now.getFullYear()
  return `${year} - ${year + 1}`
}

const priceFormats = new Map<string, Intl.NumberFormat>()

/** A price in euros as a language writes it (€49.99, € 49,99, 49,99 €). */
export function formatPrice(locale: Locale, euros: number): string {
  const intl = intlLocale(locale)
  let format = priceFormats.get(intl)
  if (!format) {
    format = new Intl.NumberFormat(intl, { style: "currency", currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 })
    priceFormats.set(intl, format)
  }
  return format.format(euros)
}

/** A price without its cents when they are none (€50, 50 €): as order-summary's formatEurosShort. */
export function formatPriceShort(locale: Locale, euros: number): string {
  return formatPrice(locale, euros).replace(/[.,]00(?!\d)/, "")
}

/** formatPrice (or formatPriceShort) in the page's language. */
export function useFormatPrice({ short = false } = {}): (euros: number) => string {
  const locale = useLocale()
  return (euros) => (short ? formatPriceShort(locale, euros) : formatPrice(locale, euros))
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** A day in the shop's time zone as a language writes it: 22 December 2026, 22 december 2026, 22. Dezember 2026, 22 décembre 2026. */
export function formatDate(locale: Locale, iso: string): string {
  const intl = intlLocale(locale)
  let format = dateFormats.get(intl)
  if (!format) {
    format = new Intl.DateTimeFormat(intl, { dateStyle: "long", timeZone: shop.timeZone })
    dateFormats.set(intl, format)
  }
  return format.format(new Date(iso))
}

/** formatDate in the page's language. */
export function useFormatDate(): (iso: string) => string {
  const locale = useLocale()
  return (iso) => formatDate(locale, iso)
}
