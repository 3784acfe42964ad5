import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { REVIEW_MODULE } from "../../../modules/review"
import type ReviewModuleService from "../../../modules/review/service"
import type { ReviewableLine } from "./resolve-reviewable-line"

export type ReviewContent = { rating: number; title: string; text: string; display_name: string }

const alreadyReviewed = () => new MedusaError(MedusaError.Types.DUPLICATE_ERROR, "This product of your order has already been reviewed.")

/** Stores the review as pending: nothing is shown before the seller approves it. */
export const createReviewStep = createStep(
  "create-review",
  async ({ line, content }: { line: ReviewableLine; content: ReviewContent }, { container }) => {
    if (line.already_reviewed) throw alreadyReviewed()
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    try {
      const review = await reviews.createReviews({
        ...content,
        status: "pending",
        product_id: line.product_id,
        order_id: line.order_id,
        line_item_id: line.line_item_id,
      })
      return new StepResponse(review, review.id)
    } catch (error) {
      // the same link submitted twice at once: the unique line item lets only one through
      const [stored] = await reviews.listReviews({ line_item_id: line.line_item_id }, { select: ["id"] })
      throw stored ? alreadyReviewed() : error
    }
  },
  async (createdId, { container }) => {
    if (!createdId) return
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    await reviews.deleteReviews(createdId)
  },
)
