import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_DOCUMENT_FIELDS, orderDocument } from "../invoice-document"

type Input = { order_id: string; invoice: { number: number; issued_at: Date | string } | null }

/** The order as its invoice or packing slip prints it. */
export const loadOrderDocumentStep = createStep("load-order-document", async ({ order_id, invoice }: Input, { container }) => {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: [...ORDER_DOCUMENT_FIELDS], filters: { id: order_id } })
  const order = data[0]
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order with id: ${order_id} was not found`)
  return new StepResponse(orderDocument(order, invoice))
})
