/**
 * The 41 countries the shop ships to, split by region. Europe holds the EU member states among
 * them (Dutch VAT applies), Worldwide the rest (exports, zero-rated).
 */
export const EUROPE_COUNTRIES = [
  "nl", "be", "de", "fr", "it", "es", "at", "dk", "se", "fi",
  "ie", "pt", "gr", "pl", "cz", "sk", "hu", "ro",
] as const

export const WORLDWIDE_COUNTRIES = [
  "ch", "no", "gb", "us", "ca", "mx", "au", "nz", "jp", "sg", "hk", "kr",
  "tw", "my", "in", "br", "ar", "cl", "co", "ae", "sa", "il", "za",
] as const

export const SHIPPING_COUNTRIES = [...EUROPE_COUNTRIES, ...WORLDWIDE_COUNTRIES]
