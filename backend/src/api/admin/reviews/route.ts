import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ReviewStatus } from "../../../modules/review/models/review"
import { searchFilter } from "../list-search"
import { REVIEW_SEARCH } from "../validators"

/** Reviews for the seller to moderate: pending ones by default, newest first, searched in title, text and name. */
export async function GET(req: MedusaRequest<unknown, { q?: string; status: ReviewStatus }>, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { q, status } = req.validatedQuery
  const { data, metadata } = await query.graph({
    entity: "review",
    ...req.queryConfig,
    filters: { status, ...searchFilter(q, REVIEW_SEARCH) },
  })
  res.json({ reviews: data, count: metadata?.count, offset: metadata?.skip, limit: metadata?.take })
}
