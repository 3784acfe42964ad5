import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { subscriptions } from "../../../workflows/subscription/subscriptions"

/**
 * The orders made by subscriptions' monthly renewals, newest first (test payment and Stripe alike:
 * both renew through one workflow, which keeps a renewal record per period with its order). The
 * admin's order list has no column to add, so its Renewal orders box reads this.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { skip = 0, take = 50 } = req.queryConfig.pagination ?? {}
  const [renewals, count] = await subscriptions(req.scope).listAndCountSubscriptionRenewals(
    { order_id: { $ne: null } },
    { skip, take, order: { created_at: "DESC" } },
  )
  const orderIds = renewals.map((renewal) => renewal.order_id).filter((id): id is string => Boolean(id))
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = orderIds.length
    ? await query.graph({ entity: "order", fields: ["id", "display_id", "email", "created_at"], filters: { id: orderIds } })
    : { data: [] }
  const byId = new Map(orders.map((order) => [order.id, order]))
  res.json({
    renewal_orders: renewals.flatMap((renewal) => {
      const order = renewal.order_id ? byId.get(renewal.order_id) : undefined
      return order
        ? [
            {
              id: order.id,
              display_id: order.display_id,
              email: order.email,
              created_at: order.created_at,
              subscription_id: renewal.subscription_id,
              period: renewal.period,
            },
          ]
        : []
    }),
    count,
    limit: take,
    offset: skip,
  })
}
