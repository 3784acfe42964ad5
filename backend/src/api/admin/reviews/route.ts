import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** Reviews for the seller to moderate: pending ones by default, newest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({ entity: "review", ...req.queryConfig, filters: req.filterableFields })
  res.json({ reviews: data, count: metadata?.count, offset: metadata?.skip, limit: metadata?.take })
}
