import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { REVIEW_MODULE } from "../../../modules/review"
import type ReviewModuleService from "../../../modules/review/service"
import { withdrawnLineIds } from "../../withdrawal/withdrawn-lines"
import { reviewableOrderFields } from "../query-config"
import { linkPayload, type LinkPayloads } from "../../../lib/shop-links"

export type ReviewableLine = LinkPayloads["order-line-review"] & {
  product_title: string
  product_handle: string | null
  thumbnail: string | null
  already_reviewed: boolean
}

export const REVIEW_OF_WITHDRAWN_LINE = "You withdrew from this purchase, so it cannot be reviewed."

const invalidLink = () => new MedusaError(MedusaError.Types.INVALID_DATA, "This review link is not valid.")

/**
 * The order line a review link invites a review of: the token must be signed by us, and its order
 * must hold that line with that product. Anything else is refused with a 400.
 */
export const resolveReviewableLineStep = createStep("resolve-reviewable-line", async ({ token }: { token: string }, { container }) => {
  const invitation = linkPayload("order-line-review", token)
  if (!invitation) throw invalidLink()
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = await query.graph({
    entity: "order",
    fields: [...reviewableOrderFields],
    filters: { id: invitation.order_id },
  })
  const order = orders[0]
  const line = (order?.items ?? []).find((item) => item?.id === invitation.line_item_id)
  if (!line || line.product_id !== invitation.product_id) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "This product is not in that order.")
  }
  // a product the buyer withdrew from is not theirs to review
  if ((await withdrawnLineIds(container, [line.id])).length) throw new MedusaError(MedusaError.Types.INVALID_DATA, REVIEW_OF_WITHDRAWN_LINE)
  const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
  const [existing] = await reviews.listReviews({ line_item_id: line.id }, { select: ["id"] })
  return new StepResponse<ReviewableLine>({
    ...invitation,
    product_title: line.product_title ?? "",
    product_handle: line.product_handle ?? null,
    thumbnail: line.thumbnail ?? null,
    already_reviewed: Boolean(existing),
  })
})
