import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { BulkFulfilment } from "../../../../workflows/order/orders-to-ship"
import { fulfilOrderToShipWorkflow } from "../../../../workflows/order/fulfil-order-to-ship"
import type { AdminFulfilOrdersType } from "../validators"

/**
 * Fulfils the selected orders, one after the other, each by its own run of fulfil-order-to-ship:
 * an order that cannot be fulfilled is answered by number with the reason, the others are fulfilled.
 * 404 naming the ids that are no order, before anything is fulfilled.
 */
export async function POST(req: MedusaRequest<AdminFulfilOrdersType>, res: MedusaResponse) {
  const { order_ids } = req.validatedBody
  const { data } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order", fields: ["id", "display_id"], filters: { id: order_ids } })
  const displayIds = new Map(data.map((order) => [order.id, Number(order.display_id)]))
  const missing = order_ids.filter((id) => !displayIds.has(id))
  if (missing.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, `No order with the id ${missing.join(", ")}`)
  const answer: BulkFulfilment = { fulfilled: [], refused: [] }
  for (const id of order_ids) {
    const display_id = displayIds.get(id) ?? 0
    const { errors } = await fulfilOrderToShipWorkflow(req.scope).run({ input: { order_id: id }, throwOnError: false })
    if (errors.length) answer.refused.push({ id, display_id, reason: errors[0].error?.message ?? "it could not be fulfilled" })
    else answer.fulfilled.push({ id, display_id })
  }
  res.json(answer)
}
