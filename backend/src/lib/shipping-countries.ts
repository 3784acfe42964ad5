import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * The 41 countries the shop ships to, split by region. Europe holds the EU member states among
 * them (Dutch VAT applies), Worldwide the rest (exports, zero-rated).
 */
export const EUROPE_COUNTRIES = [
  "nl",
  "be",
  "de",
  "fr",
  "it",
  "es",
  "at",
  "dk",
  "se",
  "fi",
  "ie",
  "pt",
  "gr",
  "pl",
  "cz",
  "sk",
  "hu",
  "ro",
] as const

export const WORLDWIDE_COUNTRIES = [
  "ch",
  "no",
  "gb",
  "us",
  "ca",
  "mx",
  "au",
  "nz",
  "jp",
  "sg",
  "hk",
  "kr",
  "tw",
  "my",
  "in",
  "br",
  "ar",
  "cl",
  "co",
  "ae",
  "sa",
  "il",
  "za",
] as const

export const SHIPPING_COUNTRIES = [...EUROPE_COUNTRIES, ...WORLDWIDE_COUNTRIES]

/**
 * The countries the shop ships to as Medusa has them: the countries of its regions (seeded from
 * the lists above, changeable by the seller in the admin), lower-case ISO 3166-1 alpha-2 codes.
 */
export async function shippingCountriesOfRegions(container: MedusaContainer): Promise<string[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: regions } = await query.graph({ entity: "region", fields: ["id", "countries.iso_2"] })
  const codes = new Set(regions.flatMap((region) => (region.countries ?? []).map((country) => country?.iso_2 ?? "")).filter(Boolean))
  // in the order of the lists above (Europe first), then any the seller added
  const listed: string[] = SHIPPING_COUNTRIES.filter((code) => codes.has(code))
  return [...listed, ...[...codes].filter((code) => !listed.includes(code)).sort()]
}
