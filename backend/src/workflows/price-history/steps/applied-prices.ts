import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, QueryContext } from "@medusajs/framework/utils"

/** Where Medusa's price calculation is asked: a currency, and the region when a shopper's prices are meant. */
export type PricingContext = { currency_code: string; region_id?: string }

export type AppliedPrice = {
  variant_id: string
  currency_code: string
  /** The price a shopper pays now (Medusa's calculated price). */
  amount: number
  /** The regular price (Medusa's original price). */
  regular_amount: number
  /** The calculated price comes from a sale price list. */
  on_sale: boolean
}

type CalculatedPrice = {
  calculated_amount?: number | null
  original_amount?: number | null
  currency_code?: string | null
  calculated_price?: { price_list_type?: string | null } | null
}

/** The prices Medusa calculates now for the variants (every variant when no ids are given). */
export async function readAppliedPrices(
  container: MedusaContainer,
  context: PricingContext,
  variantIds?: string[],
): Promise<AppliedPrice[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  // calculated_price is computed by the pricing context, not a stored field: its shape is declared here
  const { data } = await query.graph({
    entity: "product_variant",
    fields: ["id", "calculated_price.*"],
    filters: variantIds ? { id: variantIds } : {},
    context: { calculated_price: QueryContext(context) },
  })
  const variants: { id: string; calculated_price?: CalculatedPrice | null }[] = data
  return variants.flatMap((variant) => {
    const price = variant.calculated_price
    if (price?.calculated_amount == null || price.original_amount == null) return []
    const amount = Number(price.calculated_amount)
    const regular = Number(price.original_amount)
    return [
      {
        variant_id: variant.id,
        currency_code: context.currency_code,
        amount,
        regular_amount: regular,
        on_sale: price.calculated_price?.price_list_type === "sale" && amount < regular,
      },
    ]
  })
}
