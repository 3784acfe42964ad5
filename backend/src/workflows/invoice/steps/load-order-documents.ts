import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_DOCUMENT_FIELDS, orderDocument } from "../invoice-document"

/** The orders as their packing slips print them, in the order asked for; 404 naming any order not found. */
export const loadOrderDocumentsStep = createStep("load-order-documents", async ({ order_ids }: { order_ids: string[] }, { container }) => {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order", fields: [...ORDER_DOCUMENT_FIELDS], filters: { id: order_ids } })
  const byId = new Map(data.map((order) => [order.id, order]))
  const missing = order_ids.filter((id) => !byId.has(id))
  if (missing.length === 1) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order with id: ${missing[0]} was not found`)
  if (missing.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Orders with ids: ${missing.join(", ")} were not found`)
  return new StepResponse(
    order_ids.flatMap((id) => {
      const order = byId.get(id)
      return order ? [orderDocument(order)] : []
    }),
  )
})
