import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createReviewWorkflow } from "../../../workflows/review/create-review"
import { PUBLIC_REVIEW_FIELDS, REVIEW_RECEIVED, type CreateReview, type ProductReviewsParams } from "./validators"

/** A buyer's review from the link in their order: stored as pending until the seller approves it. */
export async function POST(req: MedusaRequest<CreateReview>, res: MedusaResponse) {
  const { result } = await createReviewWorkflow(req.scope).run({ input: req.validatedBody })
  res.status(201).json({ review: { id: result.id, status: result.status }, message: REVIEW_RECEIVED })
}

/** The approved reviews of a product, newest first, paged. */
export async function GET(req: MedusaRequest<unknown, ProductReviewsParams>, res: MedusaResponse) {
  const { product_id, limit, offset } = req.validatedQuery
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity: "review",
    fields: PUBLIC_REVIEW_FIELDS,
    filters: { product_id, status: "approved" },
    pagination: { skip: offset, take: limit, order: { created_at: "DESC", id: "DESC" } },
  })
  res.json({ reviews: data, count: metadata?.count ?? 0, offset, limit })
}
