import { DUTCH_VAT, EXPORT_VAT } from "../shop-constants"

/**
 * The EU member states' standard VAT rates (in %), as the seed sets them up as Medusa tax regions.
 * Since 1 July 2021 a seller above the EU-wide €10,000 threshold for distance sales charges the VAT
 * of the buyer's country and declares it through the One-Stop Shop (OSS). The seller keeps these
 * current in the admin (Settings → Tax Regions); the seed changes only a rate it set itself.
 */
export const EU_STANDARD_VAT_RATES: Readonly<Record<string, number>> = {
  at: 20,
  be: 21,
  bg: 20,
  cy: 19,
  cz: 21,
  de: 19,
  dk: 25,
  ee: 24,
  es: 21,
  fi: 25.5,
  fr: 20,
  gr: 24,
  hr: 25,
  hu: 27,
  ie: 23,
  it: 22,
  lt: 21,
  lu: 17,
  lv: 21,
  mt: 18,
  nl: DUTCH_VAT.rate,
  pl: 23,
  pt: 23,
  ro: 21,
  se: 25,
  si: 22,
  sk: 23,
}

/** The seller's own country: sales to it are domestic. */
export const HOME_COUNTRY = "nl"

export const isEuCountry = (countryCode: string | null | undefined) =>
  Boolean(countryCode && countryCode.toLowerCase() in EU_STANDARD_VAT_RATES)

/**
 * How the shop charges VAT on EU sales: "oss", each EU country's own rate (declared through the OSS);
 * "domestic", Dutch VAT everywhere in the EU (a seller below the €10,000 threshold). Kept in the store's
 * metadata (the admin's VAT page switches it); absent means "oss".
 */
export const VAT_SCHEMES = ["oss", "domestic"] as const
export type VatScheme = (typeof VAT_SCHEMES)[number]
export const DEFAULT_VAT_SCHEME: VatScheme = "oss"
export const VAT_SCHEME_METADATA_KEY = "vat_scheme"

export const vatSchemeOf = (metadata: Record<string, unknown> | null | undefined): VatScheme =>
  metadata?.[VAT_SCHEME_METADATA_KEY] === "domestic" ? "domestic" : DEFAULT_VAT_SCHEME

/** What a sale is in the books: "domestic" (Dutch VAT), "oss" (another EU country's VAT, through the OSS), "export" (0%). */
export type VatKind = "domestic" | "oss" | "export"

export function vatKindOf(countryCode: string | null | undefined, scheme: VatScheme): VatKind {
  const country = (countryCode ?? "").toLowerCase()
  if (!isEuCountry(country)) return "export"
  return country === HOME_COUNTRY || scheme === "domestic" ? "domestic" : "oss"
}

/** The rate the seed gives a country's tax region: its own standard rate in the EU, 0% (export) elsewhere. */
export function seededVatOf(countryCode: string): { rate: number; code: string; name: string } {
  const rate = EU_STANDARD_VAT_RATES[countryCode]
  if (rate === undefined) return EXPORT_VAT
  if (countryCode === HOME_COUNTRY) return DUTCH_VAT
  return { rate, code: `${countryCode.toUpperCase()}-VAT-STANDARD`, name: `${countryCode.toUpperCase()} VAT standard rate` }
}

// Why an invoice charges the VAT it does (the export's 0%, an OSS sale's destination rate) is printed
// on it in its language: the catalogues' document.vatNoteExport and document.vatNoteOss (lib/messages).
