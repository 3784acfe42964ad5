import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PRIOR_PRICE_DAYS } from "../../../../../lib/shop-constants"
import { getSaleNotesWorkflow } from "../../../../../workflows/price-history/get-sale-notes"

/** The product's variants on sale now, each with the reduction the storefront shows or why it shows none; 404 for an unknown product. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  await query.graph({ entity: "product", fields: ["id"], filters: { id: req.params.id } }, { throwIfKeyNotFound: true })
  const { result } = await getSaleNotesWorkflow(req.scope).run({ input: { product_id: req.params.id, now: new Date() } })
  res.json({ sale_notes: result, prior_price_days: PRIOR_PRICE_DAYS })
}
