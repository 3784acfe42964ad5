import { shopConfig } from "./shop-config"

/**
 * The model withdrawal form of the Consumer Rights Directive (Annex I(B)), addressed to the seller:
 * the text is shop.config.json's, which the storefront's policy pages show too.
 */
export function modelWithdrawalForm(): { heading: string; note: string; lines: string[] } {
  const { business, modelWithdrawalForm: form } = shopConfig
  const address = `${business.street}, ${business.postalCode} ${business.city}, ${business.country}`
  const addressee = form.addressee
    .replace("{legalName}", business.legalName)
    .replace("{address}", address)
    .replace("{email}", business.email)
  return { heading: form.heading, note: form.note, lines: [addressee, ...form.lines, form.footnote] }
}

/** When the shop received a statement, as the consumer reads it: the shop's time with its zone, and UTC. */
export function receivedAtText(iso: string) {
  const date = new Date(iso)
  const local = new Intl.DateTimeFormat("en-GB", { timeZone: shopConfig.timeZone, dateStyle: "long", timeStyle: "long" }).format(date)
  return `${local} (${date
    .toISOString()
    .replace(/\.\d{3}Z$/, " UTC")
    .replace("T", " ")})`
}
