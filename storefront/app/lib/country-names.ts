/**
 * The names shown for countries. Which countries the shop ships to is Medusa's (its regions, as
 * GET /storefront-config publishes them); this only names them. A fixed table for the shop's
 * countries: Intl.DisplayNames names some differently in Node and in browsers (Hong Kong SAR China /
 * Hong Kong), and a page the server renders must read the same once the browser hydrates it.
 */
const COUNTRY_NAMES: Record<string, string> = {
  NL: "Netherlands", BE: "Belgium", DE: "Germany", FR: "France", IT: "Italy", ES: "Spain", AT: "Austria",
  CH: "Switzerland", DK: "Denmark", SE: "Sweden", NO: "Norway", FI: "Finland", IE: "Ireland", GB: "United Kingdom",
  PT: "Portugal", GR: "Greece", PL: "Poland", CZ: "Czechia", SK: "Slovakia", HU: "Hungary", RO: "Romania",
  US: "United States", CA: "Canada", MX: "Mexico", AU: "Australia", NZ: "New Zealand", JP: "Japan", SG: "Singapore",
  HK: "Hong Kong", KR: "South Korea", TW: "Taiwan", MY: "Malaysia", IN: "India", BR: "Brazil", AR: "Argentina",
  CL: "Chile", CO: "Colombia", AE: "United Arab Emirates", SA: "Saudi Arabia", IL: "Israel", ZA: "South Africa",
}

const displayNames = new Intl.DisplayNames(["en"], { type: "region" })

/** A country's name from its ISO 3166-1 alpha-2 code (either case); a country the seller added is named by Intl. */
export function countryName(code: string): string {
  const upper = code.toUpperCase()
  return COUNTRY_NAMES[upper] ?? displayNames.of(upper) ?? upper
}
