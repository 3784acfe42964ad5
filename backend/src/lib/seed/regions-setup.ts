import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createRegionsWorkflow, updateRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { PAYMENT_PROVIDER_OF_MODE, paymentMode } from "../payment-providers"
import { currentVatScheme, ensureVatTaxRegions } from "../books/vat-tax-regions"
import { CURRENCY } from "../shop-constants"

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

/**
 * A tax region per EU country (its own standard rate, or Dutch VAT under the "domestic" scheme) and
 * per country shipped to (0%, export); a rate the seller changed is kept and named in the log.
 */
export async function ensureTaxRegions(container: MedusaContainer) {
  const report = await ensureVatTaxRegions(container, await currentVatScheme(container))
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const named = (countries: string[]) => (countries.length ? countries.join(", ") : "none")
  logger.info(
    `Tax regions: created ${named(report.created)}; rate updated ${named(report.updated)}; ` +
      `kept as the seller set it ${named(report.kept_seller_rate)}`,
  )
}
