import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { priceReference } from "../../lib/price-reference"
import { readPriceHistoryStep } from "./steps/read-price-history"
import { readShopperPricesStep } from "./steps/read-shopper-prices"
import { resolveRegionCurrencyStep } from "./steps/resolve-region-currency"

export type PriceReferenceAnswer = {
  variant_id: string
  currency_code: string
  /** The price the shopper pays now. */
  price: number
  /** Set only for a reduction that may be announced: the honest prior price and the percentage off it. */
  reference_price: number | null
  percent_off: number | null
}

/**
 * What the storefront may announce about the variants' prices in a region: a reduction only where
 * the history shows the price now really below the lowest price of the 30 days before the reduction.
 * A price the history has not caught up with yet (changed since the last sweep) announces nothing.
 */
export const getPriceReferencesWorkflow = createWorkflow(
  "get-price-references",
  (input: { region_id: string; variant_ids: string[]; now: Date }) => {
    const context = resolveRegionCurrencyStep({ region_id: input.region_id })
    const prices = readShopperPricesStep({ context, variant_ids: input.variant_ids })
    const histories = readPriceHistoryStep({ context, variant_ids: input.variant_ids })
    const answers = transform({ prices, histories, now: input.now }, ({ prices, histories, now }) =>
      prices.map((price): PriceReferenceAnswer => {
        const entries = histories.find((history) => history.variant_id === price.variant_id)?.entries ?? []
        const reference = priceReference(entries, new Date(now))
        const reduction = reference && reference.price === price.amount ? reference.reduction : null
        return {
          variant_id: price.variant_id,
          currency_code: price.currency_code,
          price: price.amount,
          reference_price: reduction?.reference_price ?? null,
          percent_off: reduction?.percent_off ?? null,
        }
      }),
    )
    return new WorkflowResponse(answers)
  },
)
