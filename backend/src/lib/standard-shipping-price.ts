import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CURRENCY, STANDARD_SHIPPING } from "./shop-constants"

// Medusa's generated shipping_option type lacks `prices`, the field its price set link adds: what is read of it is written out here
type ShippingOptionPrices = { id: string; prices?: { amount: number; currency_code: string; price_rules?: unknown[] | null }[] }

/**
 * What standard shipping costs below the free-shipping threshold (EUR, VAT included), as the price
 * of the shipping option in Medusa has it (its price without rules), so the pages that state it
 * follow the seller's changes; null if there is none.
 */
export async function standardShippingPrice(container: MedusaContainer): Promise<number | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "shipping_option",
    fields: ["id", "prices.amount", "prices.currency_code", "prices.price_rules.id"],
    filters: { name: STANDARD_SHIPPING.name },
  })
  const options: ShippingOptionPrices[] = data
  const amounts = options.flatMap((option) =>
    (option.prices ?? [])
      .filter((price) => price.currency_code === CURRENCY && !price.price_rules?.length)
      .map((price) => Number(price.amount)),
  )
  const priced = amounts.filter((amount) => Number.isFinite(amount) && amount > 0)
  return priced.length ? Math.max(...priced) : null
}
