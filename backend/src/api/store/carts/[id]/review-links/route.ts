import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getOrderReviewLinksWorkflow } from "../../../../../workflows/review/get-order-review-links"
import type { ReviewLinksAnswer } from "order-summary/store-api"

/** The success page's review links: one signed token per line of the order this cart became. */
export async function GET(req: MedusaRequest, res: MedusaResponse<ReviewLinksAnswer>) {
  const { result } = await getOrderReviewLinksWorkflow(req.scope).run({ input: { cart_id: req.params.id } })
  res.json({ review_links: result })
}
