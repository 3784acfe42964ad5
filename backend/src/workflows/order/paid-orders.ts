import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { toCents } from "order-summary"

/**
 * The orders among `ids` whose payment covers their total (authorized or taken): the only ones told
 * "We have received your payment". An order a completion left without its payment is not one.
 */
export async function paidOrderIds(container: MedusaContainer, ids: string[]): Promise<string[]> {
  if (!ids.length) return []
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: ["id", "total", "payment_collections.authorized_amount"],
    filters: { id: ids },
  })
  return data
    .filter((order) => {
      const authorized = (order.payment_collections ?? []).reduce((sum, collection) => sum + toCents(collection?.authorized_amount), 0)
      return authorized > 0 && authorized >= toCents(order.total)
    })
    .map((order) => order.id)
}
