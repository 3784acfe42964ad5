import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { findUnconfirmedOrdersStep } from "./steps/find-unconfirmed-orders"
import { sendOrderConfirmationsStep } from "./steps/send-order-confirmations"

/**
 * Orders of the last two days that have no confirmation (their order.placed event was lost) get it
 * now, once: the confirmation's idempotency key. Answers how many. `now` (ms) is the clock.
 */
export const sendMissingOrderConfirmationsWorkflow = createWorkflow("send-missing-order-confirmations", (input: { now?: number }) => {
  const clock = transform({ input }, ({ input }) => ({ now: input.now ?? Date.now() }))
  const ids = findUnconfirmedOrdersStep(clock)
  return new WorkflowResponse(sendOrderConfirmationsStep({ ids }))
})
