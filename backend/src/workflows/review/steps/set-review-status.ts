import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { REVIEW_MODULE } from "../../../modules/review"
import type { ReviewStatus } from "../../../modules/review/models/review"
import type ReviewModuleService from "../../../modules/review/service"

/** Approves or rejects a review; the previous status comes back if a later step fails. */
export const setReviewStatusStep = createStep(
  "set-review-status",
  async ({ id, status }: { id: string; status: ReviewStatus }, { container }) => {
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    const before = await reviews.retrieveReview(id, { select: ["id", "status"] })
    const review = await reviews.updateReviews({ id, status })
    return new StepResponse(review, { id, status: before.status })
  },
  async (before, { container }) => {
    if (!before) return
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    await reviews.updateReviews(before)
  },
)
