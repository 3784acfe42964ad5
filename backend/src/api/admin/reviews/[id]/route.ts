import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { moderateReviewWorkflow } from "../../../../workflows/review/moderate-review"
import type { ModerateReview } from "../../validators"

/** Approves or rejects a review: `{ status: "approved" | "rejected" }`. */
export async function POST(req: MedusaRequest<ModerateReview>, res: MedusaResponse) {
  const { result } = await moderateReviewWorkflow(req.scope).run({ input: { id: req.params.id, status: req.validatedBody.status } })
  res.json({ review: result })
}
