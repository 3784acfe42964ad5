import type Medusa from "@medusajs/js-sdk"

/** The backend's answer for one variant (GET /store/price-references). */
type PriceReferenceAnswer = { variant_id: string; price: number; reference_price: number | null; percent_off: number | null }

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
export async function fetchPriceReductions(sdk: Medusa, regionId: string, variantIds: string[]): Promise<PriceReductions> {
  if (variantIds.length === 0) return new Map()
  try {
    const answer = await sdk.client.fetch<{ price_references: PriceReferenceAnswer[]; prior_price_days: number }>(
      "/store/price-references",
      {
        query: { region_id: regionId, variant_ids: variantIds.join(",") },
      },
    )
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
