import type { MedusaContainer, TaxRateDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createTaxRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { SHIPPING_COUNTRIES } from "../shipping-countries"
import { DUTCH_VAT, EXPORT_VAT } from "../shop-constants"
import { EU_STANDARD_VAT_RATES, HOME_COUNTRY, seededVatOf, vatSchemeOf, type VatScheme } from "./eu-vat"

/** The countries with a tax region: the EU's 27 (for OSS) and every country the shop ships to. */
export const TAX_REGION_COUNTRIES = [...new Set([...Object.keys(EU_STANDARD_VAT_RATES), ...SHIPPING_COUNTRIES])]

/** A tax rate's metadata: the rate the shop last wrote on it, so the seed can tell the seller's own change from its own. */
const WRITTEN = "shop_written_rate"
/** Under the "domestic" scheme, the country's own rate kept while Dutch VAT stands in for it. */
const OWN_RATE = "shop_own_rate"

type DefaultRate = { id: string; country_code: string; rate: number; metadata: Record<string, unknown> | null }

/** Each country's default tax rate (the tax region's own rate), by country. */
export async function defaultRates(container: MedusaContainer, countries: string[]): Promise<Map<string, DefaultRate>> {
  const tax = container.resolve(Modules.TAX)
  const regions = (await tax.listTaxRegions({ country_code: countries })).filter((region) => !region.province_code && !region.parent_id)
  if (!regions.length) return new Map()
  const rates: TaxRateDTO[] = (await tax.listTaxRates({ tax_region_id: regions.map((region) => region.id) })).filter(
    (rate) => rate.is_default,
  )
  const countryOf = new Map(regions.map((region) => [region.id, region.country_code]))
  return new Map(
    rates.map((rate) => {
      const country = countryOf.get(rate.tax_region_id) ?? ""
      return [country, { id: rate.id, country_code: country, rate: Number(rate.rate), metadata: rate.metadata ?? null }]
    }),
  )
}

/** The rate a country's tax region has under a scheme. */
export function schemeRateOf(country: string, scheme: VatScheme, ownRate?: number) {
  const seeded = seededVatOf(country)
  if (!(country in EU_STANDARD_VAT_RATES) || country === HOME_COUNTRY) return seeded
  if (scheme === "domestic") return { ...DUTCH_VAT, code: `${country.toUpperCase()}-NL-VAT`, name: "Dutch VAT (below the OSS threshold)" }
  return ownRate === undefined ? seeded : { ...seeded, rate: ownRate }
}

/** What the shop wrote last on a default rate: its metadata, or for a rate seeded before, what that seed wrote. */
function lastWritten(rate: DefaultRate): number {
  const written = rate.metadata?.[WRITTEN]
  if (typeof written === "number") return written
  // the seed before VAT by country gave every EU country the Dutch rate and every other 0%
  return rate.country_code in EU_STANDARD_VAT_RATES ? DUTCH_VAT.rate : EXPORT_VAT.rate
}

export type TaxRegionReport = { created: string[]; updated: string[]; kept_seller_rate: string[] }

/**
 * The tax regions as the seed wants them: one per country of TAX_REGION_COUNTRIES, each with the rate
 * of the scheme. A rate the seller changed in the admin is kept (and named in the report); the seed
 * only moves a rate that still holds what the shop itself last wrote.
 */
export async function ensureVatTaxRegions(container: MedusaContainer, scheme: VatScheme): Promise<TaxRegionReport> {
  const current = await defaultRates(container, TAX_REGION_COUNTRIES)
  const tax = container.resolve(Modules.TAX)
  const covered = new Set(
    (await tax.listTaxRegions({ country_code: TAX_REGION_COUNTRIES }))
      .filter((region) => !region.parent_id)
      .map((region) => region.country_code),
  )
  const missing = TAX_REGION_COUNTRIES.filter((country) => !covered.has(country))
  if (missing.length) {
    await createTaxRegionsWorkflow(container).run({
      input: missing.map((country_code) => {
        const rate = schemeRateOf(country_code, scheme)
        return { country_code, provider_id: "tp_system", default_tax_rate: { ...rate, metadata: { [WRITTEN]: rate.rate } } }
      }),
    })
  }
  const report: TaxRegionReport = { created: missing, updated: [], kept_seller_rate: [] }
  for (const [country, rate] of current) {
    const ownRate = rate.metadata?.[OWN_RATE]
    const wanted = schemeRateOf(country, scheme, typeof ownRate === "number" ? ownRate : undefined)
    if (rate.rate === wanted.rate) continue
    if (rate.rate !== lastWritten(rate)) {
      report.kept_seller_rate.push(country)
      continue
    }
    await tax.updateTaxRates(rate.id, {
      rate: wanted.rate,
      code: wanted.code,
      name: wanted.name,
      metadata: { ...rate.metadata, [WRITTEN]: wanted.rate },
    })
    report.updated.push(country)
  }
  return report
}

/**
 * The EU tax regions' rates under `scheme`, whatever they hold: the seller's switch. Going to
 * "domestic" keeps each country's own rate in its metadata; going back to "oss" restores it.
 * Answers the rates as they were, for the switch's compensation.
 */
export async function applyVatSchemeRates(container: MedusaContainer, scheme: VatScheme) {
  const tax = container.resolve(Modules.TAX)
  const current = await defaultRates(
    container,
    Object.keys(EU_STANDARD_VAT_RATES).filter((country) => country !== HOME_COUNTRY),
  )
  const before = [...current.values()]
  for (const rate of before) {
    const kept = rate.metadata?.[OWN_RATE]
    const ownRate = typeof kept === "number" ? kept : rate.rate
    const wanted = schemeRateOf(rate.country_code, scheme, ownRate)
    const metadata = { ...rate.metadata, [WRITTEN]: wanted.rate, [OWN_RATE]: scheme === "domestic" ? ownRate : null }
    await tax.updateTaxRates(rate.id, { rate: wanted.rate, code: wanted.code, name: wanted.name, metadata })
  }
  return before
}

/** Puts default rates back as `applyVatSchemeRates` found them. */
export async function restoreRates(container: MedusaContainer, rates: DefaultRate[]) {
  const tax = container.resolve(Modules.TAX)
  for (const rate of rates) await tax.updateTaxRates(rate.id, { rate: rate.rate, metadata: rate.metadata })
}

/** The scheme the store is on. */
export async function currentVatScheme(container: MedusaContainer): Promise<VatScheme> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "store", fields: ["id", "metadata"] })
  return vatSchemeOf(data[0]?.metadata)
}
