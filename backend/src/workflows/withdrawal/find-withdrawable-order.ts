import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { ConsumerOrder } from "./steps/consumer-order"
import { findConsumerOrderStep, type ConsumerContract } from "./steps/find-consumer-order"
import { findInvitedOrderStep } from "./steps/find-invited-order"

/** What the withdrawal form shows of an order: its number and lines, and which are withdrawn already. */
const publicOrder = ({ order }: { order: ConsumerOrder }) => ({
  order_number: order.display_id,
  items: order.items.map((line) => ({ id: line.id, title: line.title, quantity: line.quantity, withdrawn: line.withdrawn })),
})

/**
 * Step 1 of the withdrawal: the order the consumer identified by number, e-mail address and
 * delivery postal code, or by the signed link; nothing of it is shown before all match.
 */
export const findWithdrawableOrderWorkflow = createWorkflow("find-withdrawable-order", (input: ConsumerContract) => {
  const order = findConsumerOrderStep(input)
  return new WorkflowResponse(transform({ order }, publicOrder))
})

/** The withdrawal link of an order confirmation: the details it fills in. */
export const getWithdrawalInvitationWorkflow = createWorkflow("get-withdrawal-invitation", (input: { token: string }) => {
  const order = findInvitedOrderStep(input)
  return new WorkflowResponse(
    transform({ order }, ({ order }) => ({ name: order.name, order_number: order.display_id, email: order.email })),
  )
})
