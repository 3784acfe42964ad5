import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { changeSubscriptionAddressWorkflow } from "../subscription/change-subscription-address"
import type { SubscriptionAddress } from "../subscription/subscriptions"
import { findAccountSubscriptionStep } from "./steps/find-account-subscription"

type AccountAddressChange = { customer_id: string; subscription_id: string; address: SubscriptionAddress }

/** A new delivery address for a subscription of the signed-in customer (anyone else's answers 404). */
export const changeAccountSubscriptionAddressWorkflow = createWorkflow(
  "change-account-subscription-address",
  (input: AccountAddressChange) => {
    const owned = findAccountSubscriptionStep(input)
    // after the owner is checked
    const change = transform({ owned, input }, ({ input }) => ({ subscription_id: input.subscription_id, address: input.address }))
    return new WorkflowResponse(changeSubscriptionAddressWorkflow.runAsStep({ input: change }))
  },
)
