import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { countFailedRenewalStep } from "./steps/count-failed-renewal"

/**
 * A renewal that could not be made: counted; after MAX_RENEWAL_ATTEMPTS in a row the subscription
 * is paused and the seller finds a notice in the admin's notifications (the shopper resumes it
 * from the management link, or the seller after fixing the cause).
 */
export const recordFailedRenewalWorkflow = createWorkflow("record-failed-subscription-renewal", (input: { subscription_id: string; reason: string }) => {
  const failed = countFailedRenewalStep(input)
  when("subscription-paused-after-failures", { failed }, ({ failed }) => failed.paused).then(() => {
    sendNotificationsStep(
      transform({ failed }, ({ failed }) => [
        {
          to: "",
          channel: "feed",
          template: "admin-ui",
          idempotency_key: `subscription-paused-after-failures:${failed.subscription_id}:${failed.failed_attempts}`,
          resource_id: failed.subscription_id,
          resource_type: "subscription",
          data: {
            title: "Subscription paused: renewal failed",
            description: `The renewal of ${failed.email}'s subscription (${failed.subscription_id}) failed ${failed.failed_attempts} times in a row, last: ${failed.reason}. It is paused; resume it once the cause is fixed.`,
          },
        },
      ])
    )
  })
  return new WorkflowResponse(failed)
})
