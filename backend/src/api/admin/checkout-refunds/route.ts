import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** The seller's list of paid Stripe Checkout Sessions that could not become an order and were refunded. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({ entity: "checkout_refund", ...req.queryConfig })
  res.json({ checkout_refunds: data, count: metadata?.count, offset: metadata?.skip, limit: metadata?.take })
}
