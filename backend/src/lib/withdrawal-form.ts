import { shopConfig } from "./shop-config"

/**
 * The model withdrawal form of the Consumer Rights Directive (Annex I(B)), addressed to the seller
 * from shop.config.json. The storefront's policy pages show the same form (features/withdrawal).
 */
export function modelWithdrawalForm(): { heading: string; note: string; lines: string[] } {
  const { legalName, street, postalCode, city, country, email } = shopConfig.business
  return {
    heading: "Model withdrawal form",
    note: "(complete and return this form only if you wish to withdraw from the contract)",
    lines: [
      `To ${legalName}, ${street}, ${postalCode} ${city}, ${country}, e-mail ${email}:`,
      "I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),",
      "Ordered on (*)/received on (*),",
      "Name of consumer(s),",
      "Address of consumer(s),",
      "Signature of consumer(s) (only if this form is notified on paper),",
      "Date",
      "(*) Delete as appropriate.",
    ],
  }
}

/** When the shop received a statement, as the consumer reads it: Rotterdam time with its zone, and UTC. */
export function receivedAtText(iso: string) {
  const date = new Date(iso)
  const local = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Amsterdam", dateStyle: "long", timeStyle: "long" }).format(date)
  return `${local} (${date.toISOString().replace(/\.\d{3}Z$/, " UTC").replace("T", " ")})`
}
