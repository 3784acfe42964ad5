import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ReviewPage, ReviewReceived } from "order-summary/store-api"
import { createReviewWorkflow } from "../../../workflows/review/create-review"
import { PUBLIC_REVIEW_FIELDS, REVIEW_RECEIVED, type CreateReview, type ProductReviewsParams } from "./validators"

/** A buyer's review from the link in their order: stored as pending until the seller approves it. */
export async function POST(req: MedusaRequest<CreateReview>, res: MedusaResponse<ReviewReceived>) {
  const { result } = await createReviewWorkflow(req.scope).run({ input: req.validatedBody })
  res.status(201).json({ review: { id: result.id, status: result.status }, message: REVIEW_RECEIVED })
}

/** The approved reviews of a product, newest first, paged. */
export async function GET(req: MedusaRequest<unknown, ProductReviewsParams>, res: MedusaResponse<ReviewPage>) {
  const { product_id, limit, offset } = req.validatedQuery
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity: "review",
    fields: PUBLIC_REVIEW_FIELDS,
    filters: { product_id, status: "approved" },
    pagination: { skip: offset, take: limit, order: { created_at: "DESC", id: "DESC" } },
  })
  // as JSON writes a date: ISO 8601
  const reviews = data.map((review) => ({ ...review, created_at: new Date(review.created_at).toISOString() }))
  res.json({ reviews, count: metadata?.count ?? 0, offset, limit })
}
