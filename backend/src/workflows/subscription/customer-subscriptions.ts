import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { subscriptions, type StoredSubscription } from "./subscriptions"

/**
 * A customer's subscriptions, newest first: those started by the customer's orders (the guest
 * orders an account took in included; the subscription's own customer_id stays the guest record
 * the checkout made).
 */
export async function subscriptionsOfCustomer(
  container: MedusaContainer,
  customerId: string,
  orderIds?: string[],
): Promise<StoredSubscription[]> {
  const ids =
    orderIds ??
    (
      await container
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["id"], filters: { customer_id: customerId } })
    ).data.map((order) => order.id)
  return ids.length ? subscriptions(container).listSubscriptions({ origin_order_id: ids }, { order: { started_at: "DESC" } }) : []
}
