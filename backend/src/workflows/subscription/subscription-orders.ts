import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { SubscriptionOrder } from "./subscription-views"

/** The orders each subscription made (first purchase and renewals, through the link), oldest first. */
export async function ordersOfSubscriptions(
  container: MedusaContainer,
  subscriptionIds: string[],
): Promise<Map<string, SubscriptionOrder[]>> {
  const orders = new Map<string, SubscriptionOrder[]>(subscriptionIds.map((id) => [id, []]))
  if (!subscriptionIds.length) return orders
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "subscription",
    fields: ["id", "orders.id", "orders.display_id", "orders.created_at"],
    filters: { id: subscriptionIds },
  })
  for (const subscription of data) {
    const made = (subscription.orders ?? [])
      .filter((order) => order != null)
      .map((order) => ({ id: order.id, display_id: Number(order.display_id), created_at: new Date(order.created_at).toISOString() }))
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
    orders.set(subscription.id, made)
  }
  return orders
}
