import { messagesIn } from "./messages"
import { shopLanguage } from "./messages/formats"
import { shopConfig } from "./shop-config"
import { DEFAULT_LOCALE } from "./shop-locales"

/** The lines of the model form after its addressee, as the catalogues number them. */
const FORM_LINES = ["line1", "line2", "line3", "line4", "line5", "line6"] as const

/**
 * The model withdrawal form of the Consumer Rights Directive (Annex I(B)), addressed to the seller,
 * in `locale`: in English shop.config.json's text (which the storefront's policy pages show too),
 * in another language the Directive's official version of the form from that language's catalogue.
 */
export function modelWithdrawalForm(locale?: string | null): { heading: string; note: string; lines: string[] } {
  const { business, modelWithdrawalForm: form } = shopConfig
  const address = `${business.street}, ${business.postalCode} ${business.city}, ${business.country}`
  if (shopLanguage(locale) === DEFAULT_LOCALE) {
    const addressee = form.addressee
      .replace("{legalName}", business.legalName)
      .replace("{address}", address)
      .replace("{email}", business.email)
    return { heading: form.heading, note: form.note, lines: [addressee, ...form.lines, form.footnote] }
  }
  const t = messagesIn(locale)
  return {
    heading: t("withdrawalForm.heading"),
    note: t("withdrawalForm.note"),
    lines: [
      t("withdrawalForm.addressee", { legalName: business.legalName, address, email: business.email }),
      ...FORM_LINES.map((line) => t(`withdrawalForm.${line}`)),
      t("withdrawalForm.footnote"),
    ],
  }
}

/**
 * When the shop received a statement, as the consumer reads it: the shop's time with its zone, and
 * UTC; in the date style of `intlLocale` (the seller's e-mails and notes: British English).
 */
export function receivedAtText(iso: string, intlLocale = "en-GB") {
  const date = new Date(iso)
  const local = new Intl.DateTimeFormat(intlLocale, { timeZone: shopConfig.timeZone, dateStyle: "long", timeStyle: "long" }).format(date)
  return `${local} (${date
    .toISOString()
    .replace(/\.\d{3}Z$/, " UTC")
    .replace("T", " ")})`
}
