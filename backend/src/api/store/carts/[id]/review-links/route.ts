import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getOrderReviewLinksWorkflow } from "../../../../../workflows/review/get-order-review-links"

/** The success page's review links: one signed token per line of the order this cart became. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { result } = await getOrderReviewLinksWorkflow(req.scope).run({ input: { cart_id: req.params.id } })
  res.json({ review_links: result })
}
