import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { changeSubscriptionAddressStep } from "./steps/change-subscription-address"
import type { SubscriptionAddress } from "./subscriptions"

/** A new delivery address for a subscription: the next renewal order ships there. */
export const changeSubscriptionAddressWorkflow = createWorkflow(
  "change-subscription-address",
  (input: { subscription_id: string; address: SubscriptionAddress }) => new WorkflowResponse(changeSubscriptionAddressStep(input)),
)
