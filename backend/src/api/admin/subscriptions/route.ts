import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { SubscriptionStatus } from "../../../modules/subscription/models/subscription"
import { subscriptions } from "../../../workflows/subscription/subscriptions"
import { searchFilter } from "../list-search"
import { ordersOfSubscriptions } from "../../../workflows/subscription/subscription-orders"
import { toAdminSubscription } from "../../../workflows/subscription/subscription-views"

type SubscriptionListQuery = { q?: string; status?: SubscriptionStatus; origin_order_id?: string }

/** The seller's subscriptions, newest first, each with the orders it made; searched by address, filtered by status or by the order that started it. */
export async function GET(req: MedusaRequest<unknown, SubscriptionListQuery>, res: MedusaResponse) {
  const { skip = 0, take = 50 } = req.queryConfig.pagination ?? {}
  const { q, status, origin_order_id } = req.validatedQuery
  const filters = { ...searchFilter(q, ["email"]), ...(status ? { status } : {}), ...(origin_order_id ? { origin_order_id } : {}) }
  const [list, count] = await subscriptions(req.scope).listAndCountSubscriptions(filters, { skip, take, order: { created_at: "DESC" } })
  const orders = await ordersOfSubscriptions(
    req.scope,
    list.map((subscription) => subscription.id),
  )
  res.json({
    subscriptions: list.map((subscription) => toAdminSubscription(subscription, orders.get(subscription.id) ?? [])),
    count,
    limit: take,
    offset: skip,
  })
}
