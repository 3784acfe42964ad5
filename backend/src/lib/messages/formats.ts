import type { TFunction } from "i18next"
import { CURRENCY, formatCents, formatEuros, formatShipping, vatText } from "order-summary"
import { shopConfig } from "../shop-config"
import { DEFAULT_LOCALE, SHOP_LOCALES, type ShopLocale } from "../shop-locales"
import { messagesIn } from "."

/** The shop's language a locale code reads in: "de-AT" reads German, one the shop lacks English. */
export function shopLanguage(locale: string | null | undefined): ShopLocale {
  const language = (locale ?? "").toLowerCase().split(/[-_]/)[0]
  return SHOP_LOCALES.find((candidate) => candidate.code === language)?.code ?? DEFAULT_LOCALE
}

/** The Intl locale each language writes its dates and amounts in (English as the shop always has: "en-GB" dates, "€1,234.50"). */
const INTL_LOCALES: Record<Exclude<ShopLocale, typeof DEFAULT_LOCALE>, string> = { nl: "nl-NL", de: "de-DE", fr: "fr-FR" }

/** How a message in one language writes money and dates, with its messages. */
export type MessageFormats = {
  locale: ShopLocale
  /** the Intl locale its dates and amounts are written in */
  intl: string
  t: TFunction
  /** 49.99 → "€49.99" / "€ 49,99" / "49,99 €" */
  euros: (euros: number) => string
  cents: (cents: number) => string
  /** shipping's cost: the word for free at 0 */
  shipping: (cents: number) => string
  /** "Including €1.23 VAT"; null without VAT */
  vat: (cents: number) => string | null
  /** a day in the shop's time zone: "2 March 2026" / "2 maart 2026" / "2. März 2026" / "2 mars 2026" */
  day: (iso: string) => string
}

/** The messages and formats of `locale` (English when absent or unknown). */
export function formatsIn(locale: string | null | undefined): MessageFormats {
  const language = shopLanguage(locale)
  const t = messagesIn(language)
  const dayIn = (intlLocale: string) => (iso: string) =>
    new Date(iso).toLocaleDateString(intlLocale, { day: "numeric", month: "long", year: "numeric", timeZone: shopConfig.timeZone })
  if (language === DEFAULT_LOCALE)
    return {
      locale: language,
      intl: "en-GB",
      t,
      euros: formatEuros,
      cents: formatCents,
      shipping: formatShipping,
      vat: vatText,
      day: dayIn("en-GB"),
    }
  const intlLocale = INTL_LOCALES[language]
  const money = new Intl.NumberFormat(intlLocale, {
    style: "currency",
    currency: CURRENCY,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  const euros = (amount: number) => money.format(Number(amount))
  const cents = (amount: number) => euros(amount / 100)
  return {
    locale: language,
    intl: intlLocale,
    t,
    euros,
    cents,
    shipping: (amount) => (amount === 0 ? t("common.free") : cents(amount)),
    vat: (amount) => (amount > 0 ? t("common.includingVat", { amount: cents(amount) }) : null),
    day: dayIn(intlLocale),
  }
}
