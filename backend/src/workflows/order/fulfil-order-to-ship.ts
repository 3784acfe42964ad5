import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, createOrderFulfillmentWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { ORDER_CHANGE_LOCK, orderChangeKey } from "../../lib/order-change-lock"
import { findOrderToShipStep } from "./steps/find-order-to-ship"

/**
 * Fulfils what is left to send of one paid, open order (Medusa's order fulfilment, from the
 * location its shipping option ships from), under the order's change lock: a second request for the
 * same order, at once or later, finds nothing left and is refused "fulfilled already", and no buyer's
 * withdrawal or seller's cancel interleaves. The To ship page's bulk fulfilment runs it once per
 * selected order, so one order refused leaves the others fulfilled.
 */
export const fulfilOrderToShipWorkflow = createWorkflow("fulfil-order-to-ship", (input: { order_id: string }) => {
  const lockKey = transform({ input }, ({ input }) => orderChangeKey(input.order_id))
  acquireLockStep({ key: lockKey, timeout: ORDER_CHANGE_LOCK.waitSeconds, ttl: ORDER_CHANGE_LOCK.ttlSeconds, executeOnSubWorkflow: true })
  const order = findOrderToShipStep({ order_id: input.order_id })
  createOrderFulfillmentWorkflow.runAsStep({ input: transform({ order }, ({ order }) => ({ order_id: order.id, items: order.items })) })
  releaseLockStep({ key: lockKey, executeOnSubWorkflow: true })
  return new WorkflowResponse(order)
})
