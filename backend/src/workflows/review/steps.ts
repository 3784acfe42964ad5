import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import type { ICachingModuleService } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { invitationOfReviewToken, type ReviewInvitation } from "../../lib/review-token"
import { REVIEW_MODULE } from "../../modules/review"
import type { ReviewStatus } from "../../modules/review/models/review"
import type ReviewModuleService from "../../modules/review/service"

const reviewService = (container: { resolve: (key: string) => unknown }) => container.resolve(REVIEW_MODULE) as ReviewModuleService

const invalidLink = () => new MedusaError(MedusaError.Types.INVALID_DATA, "This review link is not valid.")

export type ReviewableLine = ReviewInvitation & {
  product_title: string
  product_handle: string | null
  thumbnail: string | null
  already_reviewed: boolean
}

type OrderLine = { id: string; product_id: string | null; product_title: string | null; product_handle: string | null; thumbnail: string | null }

/**
 * The order line a review link invites a review of: the token must be signed by us, and its order
 * must hold that line with that product. Anything else is refused with a 400.
 */
export const resolveReviewableLineStep = createStep(
  "resolve-reviewable-line",
  async ({ token }: { token: string }, { container }) => {
    const invitation = invitationOfReviewToken(token)
    if (!invitation) throw invalidLink()
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: orders } = await query.graph({
      entity: "order",
      fields: ["id", "items.id", "items.product_id", "items.product_title", "items.product_handle", "items.thumbnail"],
      filters: { id: invitation.order_id },
    })
    const lines = ((orders[0]?.items ?? []) as (OrderLine | null)[]).filter((line): line is OrderLine => line !== null)
    const line = lines.find((item) => item.id === invitation.line_item_id)
    if (!line || line.product_id !== invitation.product_id) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "This product is not in that order.")
    }
    const [existing] = await reviewService(container).listReviews({ line_item_id: line.id }, { select: ["id"] })
    return new StepResponse<ReviewableLine>({
      ...invitation,
      product_title: line.product_title ?? "",
      product_handle: line.product_handle,
      thumbnail: line.thumbnail,
      already_reviewed: Boolean(existing),
    })
  }
)

export type ReviewContent = { rating: number; title: string; text: string; display_name: string }

const alreadyReviewed = () => new MedusaError(MedusaError.Types.DUPLICATE_ERROR, "This product of your order has already been reviewed.")

/** Stores the review as pending: nothing is shown before the seller approves it. */
export const createReviewStep = createStep(
  "create-review",
  async ({ line, content }: { line: ReviewableLine; content: ReviewContent }, { container }) => {
    if (line.already_reviewed) throw alreadyReviewed()
    const reviews = reviewService(container)
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
    if (createdId) await reviewService(container).deleteReviews(createdId)
  }
)

/** Approves or rejects a review; the previous status comes back if a later step fails. */
export const setReviewStatusStep = createStep(
  "set-review-status",
  async ({ id, status }: { id: string; status: ReviewStatus }, { container }) => {
    const reviews = reviewService(container)
    const before = await reviews.retrieveReview(id, { select: ["id", "status"] })
    const review = await reviews.updateReviews({ id, status })
    return new StepResponse(review, { id, status: before.status })
  },
  async (before, { container }) => {
    if (before) await reviewService(container).updateReviews(before)
  }
)

/**
 * Recomputes the products' average and count after a moderation. The Store API caches product reads
 * (Medusa's caching module) with their ratings, and only hears of Medusa's own modules' changes:
 * the products' cached entries are cleared here.
 */
export const refreshProductRatingsStep = createStep(
  "refresh-product-ratings",
  async ({ product_ids }: { product_ids: string[] }, { container }) => {
    const ratings = await reviewService(container).refreshProductRatings(product_ids)
    if (container.hasRegistration(Modules.CACHING)) {
      const caching = container.resolve<ICachingModuleService>(Modules.CACHING)
      await caching.clear({ tags: ["Product:list:*", ...product_ids.map((id) => `Product:${id}`)] })
    }
    return new StepResponse(ratings)
  }
)
