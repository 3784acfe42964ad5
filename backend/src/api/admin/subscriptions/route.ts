import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { subscriptions } from "../../../workflows/subscription/subscriptions"
import { ordersOfSubscriptions } from "../../../workflows/subscription/subscription-orders"
import { toAdminSubscription } from "../../../workflows/subscription/subscription-views"

/** The seller's subscriptions, newest first, each with the orders it made. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { skip = 0, take = 50 } = req.queryConfig.pagination ?? {}
  const [list, count] = await subscriptions(req.scope).listAndCountSubscriptions({}, { skip, take, order: { created_at: "DESC" } })
  const orders = await ordersOfSubscriptions(req.scope, list.map((subscription) => subscription.id))
  res.json({
    subscriptions: list.map((subscription) => toAdminSubscription(subscription, orders.get(subscription.id) ?? [])),
    count,
    limit: take,
    offset: skip,
  })
}
