import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, QueryContext } from "@medusajs/framework/utils"
import { CURRENCY, STANDARD_SHIPPING } from "./shop-constants"

/**
 * The attribute of the shipping price rule that makes shipping free. Medusa prices a shipping
 * option with the cart as context, and the cart's item_total is what the shopper pays for the
 * items: VAT included, after discounts. So the threshold counts after discounts, and every text
 * says so.
 */
export const FREE_SHIPPING_RULE_ATTRIBUTE = "item_total"

// Medusa's generated shipping_option type lacks `prices` and `calculated_price`, the fields its price
// set link adds: what is read of them is written out here
type ShippingOptionPrices = {
  id: string
  prices?: { amount: number; currency_code: string; price_rules?: { attribute: string; operator: string; value: string }[] }[]
}

/** The items total (EUR, VAT included, after discounts) from which the standard shipping costs nothing; null if it never does. */
export async function freeShippingThreshold(container: MedusaContainer): Promise<number | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "shipping_option",
    fields: [
      "id",
      "prices.amount",
      "prices.currency_code",
      "prices.price_rules.attribute",
      "prices.price_rules.operator",
      "prices.price_rules.value",
    ],
    filters: { name: STANDARD_SHIPPING.name },
  })
  const options: ShippingOptionPrices[] = data
  const thresholds = options.flatMap((option) =>
    (option.prices ?? [])
      .filter((price) => price.currency_code === CURRENCY && Number(price.amount) === 0)
      .flatMap((price) =>
        (price.price_rules ?? [])
          .filter((rule) => rule.attribute === FREE_SHIPPING_RULE_ATTRIBUTE && (rule.operator === "gte" || rule.operator === "gt"))
          .map((rule) => Number(rule.value)),
      )
      .filter((value) => Number.isFinite(value)),
  )
  return thresholds.length ? Math.min(...thresholds) : null
}

// the price set link's `calculated_price`, absent from the generated type as well (see ShippingOptionPrices)
type PricedShippingOption = { id: string; calculated_price?: { calculated_amount?: number | string | null } | null }

/**
 * What a shipping option costs for an items total (EUR, VAT included, after discounts), as Medusa
 * prices it for a cart with that total: its price rules (free shipping from the threshold) read
 * from Medusa. Null when the option or a price for it is not found.
 */
export async function shippingPriceFor(
  container: MedusaContainer,
  {
    shipping_option_id,
    currency_code,
    region_id,
    item_total,
  }: { shipping_option_id: string; currency_code: string; region_id: string; item_total: number },
): Promise<number | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "shipping_option",
    fields: ["id", "calculated_price.*"],
    filters: { id: shipping_option_id },
    // the pricing context a cart gives its shipping options (Medusa's listShippingOptionsForCartWithPricingWorkflow)
    context: { calculated_price: QueryContext({ currency_code, region_id, item_total }) },
  })
  const options: PricedShippingOption[] = data
  const option = options[0]
  const amount = option?.calculated_price?.calculated_amount
  return amount == null ? null : Number(amount)
}
