import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createRegionsWorkflow, createTaxRegionsWorkflow, updateRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { PAYMENT_PROVIDER_OF_MODE, paymentMode } from "../payment-providers"
import { EUROPE_COUNTRIES, SHIPPING_COUNTRIES } from "../shipping-countries"
import { CURRENCY, DUTCH_VAT, EXPORT_VAT } from "../shop-constants"

/** The payment providers of the current mode: one, so the test payment is off once Stripe is configured. */
function paymentProviders(): string[] {
  return [PAYMENT_PROVIDER_OF_MODE[paymentMode()]]
}

/** A region with exactly these countries, the shop's currency and the payment providers of the current mode. */
export async function ensureRegion(container: MedusaContainer, name: string, countries: string[]) {
  const regions = container.resolve(Modules.REGION)
  const [existing] = await regions.listRegions({ name }, { relations: ["countries"] })
  if (!existing) {
    await createRegionsWorkflow(container).run({
      input: {
        regions: [
          {
            name,
            currency_code: CURRENCY,
            countries,
            automatic_taxes: true,
            is_tax_inclusive: true,
            payment_providers: paymentProviders(),
          },
        ],
      },
    })
    return
  }
  const current = (existing.countries ?? []).map((country) => country.iso_2).sort()
  if (current.join() !== [...countries].sort().join()) {
    await updateRegionsWorkflow(container).run({
      input: { selector: { id: existing.id }, update: { countries } },
    })
  }
  await ensureRegionPaymentProviders(container, existing.id)
}

async function ensureRegionPaymentProviders(container: MedusaContainer, regionId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "region", fields: ["payment_providers.id"], filters: { id: regionId } })
  const current = (data[0]?.payment_providers ?? []).map((provider) => provider?.id).sort()
  const wanted = paymentProviders().sort()
  if (current.join() === wanted.join()) return
  await updateRegionsWorkflow(container).run({
    input: { selector: { id: regionId }, update: { payment_providers: wanted } },
  })
}

export async function ensureTaxRegions(container: MedusaContainer) {
  const tax = container.resolve(Modules.TAX)
  const existing = await tax.listTaxRegions({ country_code: [...SHIPPING_COUNTRIES] })
  const covered = new Set(existing.filter((region) => !region.province_code).map((region) => region.country_code))
  const missing = SHIPPING_COUNTRIES.filter((country) => !covered.has(country))
  if (!missing.length) return
  const europe = new Set<string>(EUROPE_COUNTRIES)
  await createTaxRegionsWorkflow(container).run({
    input: missing.map((country_code) => ({
      country_code,
      provider_id: "tp_system",
      default_tax_rate: europe.has(country_code) ? DUTCH_VAT : EXPORT_VAT,
    })),
  })
}
