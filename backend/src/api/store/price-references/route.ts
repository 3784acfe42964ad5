import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PRIOR_PRICE_DAYS } from "../../../lib/shop-constants"
import { getPriceReferencesWorkflow } from "../../../workflows/price-history/get-price-references"
import type { PriceReferencesParams } from "./validators"
import type { PriceReferencesAnswer } from "order-summary/store-api"

/**
 * What may be announced about the variants' prices in a region: the price now and, for an honest
 * reduction only, the lowest price of the 30 days before it (reference_price) and the percentage
 * off it. The storefront shows a reduction exactly when reference_price is set, and names the
 * window (prior_price_days) it was taken from.
 */
export async function GET(req: MedusaRequest<unknown, PriceReferencesParams>, res: MedusaResponse<PriceReferencesAnswer>) {
  const { region_id, variant_ids } = req.validatedQuery
  const { result } = await getPriceReferencesWorkflow(req.scope).run({ input: { region_id, variant_ids, now: new Date() } })
  res.json({ price_references: result, prior_price_days: PRIOR_PRICE_DAYS })
}
