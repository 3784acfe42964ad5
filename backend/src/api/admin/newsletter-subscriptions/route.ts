import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** Newsletter subscribers for the seller, newest first (unsubscribed ones included, marked). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({ entity: "newsletter_subscription", ...req.queryConfig })
  res.json({ newsletter_subscriptions: data, count: metadata?.count, offset: metadata?.skip, limit: metadata?.take })
}
