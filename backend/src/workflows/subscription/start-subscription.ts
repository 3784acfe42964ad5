import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { startSubscriptionStep } from "./steps/start-subscription"

/** An order with subscription products starts a subscription (once per order); other orders start none. */
export const startSubscriptionWorkflow = createWorkflow("start-subscription", (input: { order_id: string }) => {
  return new WorkflowResponse(startSubscriptionStep(input))
})
