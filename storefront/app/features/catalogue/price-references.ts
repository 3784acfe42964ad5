import type { PriceReferencesAnswer } from "order-summary/store-api"
import { storeRequest, type StoreTarget } from "~/lib/store-client"

/**
 * An honest reduction, as the backend computes it from the price history: the lowest price of the
 * `days` days before it (shown struck through) and the percentage off that price.
 */
export type PriceReduction = { referencePrice: number; percentOff: number | null; days: number }

/** Reductions by variant id; a variant without an entry is shown at its price alone. */
export type PriceReductions = Map<string, PriceReduction>

/**
 * The reductions the backend allows the storefront to announce for these variants. Without the
 * backend's answer nothing is announced: the prices stay right, only the struck prices go.
 */
export async function fetchPriceReductions(target: StoreTarget, regionId: string, variantIds: string[]): Promise<PriceReductions> {
  if (variantIds.length === 0) return new Map()
  try {
    const answer = await storeRequest<PriceReferencesAnswer>(target, "/store/price-references", {
      query: { region_id: regionId, variant_ids: variantIds.join(",") },
    })
    return new Map(
      answer.price_references.flatMap((reference) =>
        reference.reference_price === null
          ? []
          : [
              [
                reference.variant_id,
                { referencePrice: reference.reference_price, percentOff: reference.percent_off, days: answer.prior_price_days },
              ],
            ],
      ),
    )
  } catch (error) {
    console.error("Failed to load price references:", error instanceof Error ? error.message : error)
    return new Map()
  }
}
