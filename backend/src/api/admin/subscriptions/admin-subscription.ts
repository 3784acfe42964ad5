import type { MedusaRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { subscriptions } from "../../../workflows/subscription/subscriptions"
import { ordersOfSubscriptions } from "../../../workflows/subscription/subscription-orders"
import { toAdminSubscription } from "../../../workflows/subscription/subscription-views"

export const SUBSCRIPTION_NOT_FOUND = "Subscription not found"

/** A subscription for the seller with the orders it made, or 404. */
export async function adminSubscription(req: MedusaRequest, id: string) {
  const [subscription] = await subscriptions(req.scope).listSubscriptions({ id })
  if (!subscription) throw new MedusaError(MedusaError.Types.NOT_FOUND, SUBSCRIPTION_NOT_FOUND)
  const orders = await ordersOfSubscriptions(req.scope, [subscription.id])
  return toAdminSubscription(subscription, orders.get(subscription.id) ?? [])
}
