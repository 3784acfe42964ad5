import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { ReviewStatus } from "../../modules/review/models/review"
import { refreshProductRatingsStep } from "./steps/refresh-product-ratings"
import { setReviewStatusStep } from "./steps/set-review-status"

/** The seller approves or rejects a review; the product's average and count follow at once. */
export const moderateReviewWorkflow = createWorkflow("moderate-review", (input: { id: string; status: ReviewStatus }) => {
  const review = setReviewStatusStep(input)
  const productIds = transform({ review }, ({ review }) => ({ product_ids: [review.product_id] }))
  refreshProductRatingsStep(productIds)
  return new WorkflowResponse(review)
})
