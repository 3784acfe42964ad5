import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { countFailedRenewalStep } from "./steps/count-failed-renewal"
import { pausedAfterFailuresNotification } from "./subscription-views"

/**
 * A renewal that could not be made: counted; after MAX_RENEWAL_ATTEMPTS in a row the subscription
 * is paused and the seller finds a notice in the admin's notifications (the shopper resumes it
 * from the management link, or the seller after fixing the cause).
 */
export const recordFailedRenewalWorkflow = createWorkflow(
  "record-failed-subscription-renewal",
  (input: { subscription_id: string; reason: string }) => {
    const failed = countFailedRenewalStep(input)
    when("subscription-paused-after-failures", { failed }, ({ failed }) => failed.paused).then(() => {
      sendNotificationsStep(transform({ failed }, ({ failed }) => [pausedAfterFailuresNotification(failed)]))
    })
    return new WorkflowResponse(failed)
  },
)
