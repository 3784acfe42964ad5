import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_TO_SHIP_FIELDS, unfulfilledItems, whyNotToShip } from "../orders-to-ship"

/** The order and its unfulfilled lines, read under its change lock; refused (400) with the reason when it cannot be fulfilled. */
export const findOrderToShipStep = createStep("find-order-to-ship", async ({ order_id }: { order_id: string }, { container }) => {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order", fields: [...ORDER_TO_SHIP_FIELDS], filters: { id: order_id } })
  const order = data[0]
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, "the order was not found")
  const refusal = whyNotToShip(order)
  if (refusal) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, refusal)
  return new StepResponse({
    id: order.id,
    display_id: Number(order.display_id),
    items: unfulfilledItems(order).map(({ id, quantity }) => ({ id, quantity })),
  })
})
