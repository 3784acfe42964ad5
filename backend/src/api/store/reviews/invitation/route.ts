import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getReviewableLineWorkflow } from "../../../../workflows/review/create-review"
import type { ReviewInvitationParams } from "../validators"
import type { ReviewInvitation } from "order-summary/store-api"

/** The review form asks which product its link is for, and whether it was reviewed already. */
export async function GET(req: MedusaRequest<unknown, ReviewInvitationParams>, res: MedusaResponse<ReviewInvitation>) {
  const { token } = req.validatedQuery
  const { result } = await getReviewableLineWorkflow(req.scope).run({ input: { token } })
  res.json({
    product: { id: result.product_id, title: result.product_title, handle: result.product_handle, thumbnail: result.thumbnail },
    already_reviewed: result.already_reviewed,
  })
}
