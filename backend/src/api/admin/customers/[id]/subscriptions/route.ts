import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { subscriptionsOfCustomer } from "../../../../../workflows/subscription/customer-subscriptions"
import { ordersOfSubscriptions } from "../../../../../workflows/subscription/subscription-orders"
import { toAdminSubscription } from "../../../../../workflows/subscription/subscription-views"

/** A customer's subscriptions (started by the customer's orders), newest first, each with the orders it made: the customer page's widget. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const held = await subscriptionsOfCustomer(req.scope, req.params.id)
  const orders = await ordersOfSubscriptions(
    req.scope,
    held.map((subscription) => subscription.id),
  )
  res.json({
    subscriptions: held.map((subscription) => toAdminSubscription(subscription, orders.get(subscription.id) ?? [])),
    count: held.length,
  })
}
