import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { priceReference, withheldReduction, type WithheldReduction } from "../../lib/price-reference"
import { CURRENCY } from "../../lib/shop-constants"
import { readPriceHistoryStep } from "./steps/read-price-history"
import { readShopperPricesStep } from "./steps/read-shopper-prices"

/** A variant sold at a sale price now, and what the storefront announces of it. */
export type SaleNote = {
  variant_id: string
  title: string
  price: number
  regular_price: number
  /** The reduction the storefront shows (the prior price and the percentage off it), if any. */
  reduction: { reference_price: number; percent_off: number } | null
  /** Why none is shown; null while the price history has not yet recorded the sale price (the sweep runs every minute). */
  withheld: WithheldReduction | null
}

/**
 * For the seller: the product's variants on sale now (the shop's currency) and, for each, whether
 * the storefront announces a reduction or why not, by the same price history and rules as
 * GET /store/price-references.
 */
export const getSaleNotesWorkflow = createWorkflow("get-sale-notes", (input: { product_id: string; now: Date }) => {
  const { data: variants } = useQueryGraphStep({
    entity: "product_variant",
    fields: ["id", "title"],
    filters: { product_id: input.product_id },
  })
  const variantIds = transform({ variants }, ({ variants }) => variants.map((variant) => variant.id))
  const context = { currency_code: CURRENCY }
  const prices = readShopperPricesStep({ context, variant_ids: variantIds })
  const histories = readPriceHistoryStep({ context, variant_ids: variantIds })
  const notes = transform({ variants, prices, histories, input }, ({ variants, prices, histories, input }): SaleNote[] =>
    prices
      .filter((price) => price.on_sale)
      .map((price) => {
        const entries = histories.find((history) => history.variant_id === price.variant_id)?.entries ?? []
        const reference = priceReference(entries, new Date(input.now))
        // the history's price now must be the shop's: otherwise it has not caught up with the change yet
        const recorded = reference && reference.price === price.amount ? reference : null
        return {
          variant_id: price.variant_id,
          title: variants.find((variant) => variant.id === price.variant_id)?.title ?? "",
          price: price.amount,
          regular_price: price.regular_amount,
          reduction: recorded?.reduction
            ? { reference_price: recorded.reduction.reference_price, percent_off: recorded.reduction.percent_off }
            : null,
          withheld: recorded ? withheldReduction(entries, new Date(input.now)) : null,
        }
      }),
  )
  return new WorkflowResponse(notes)
})
