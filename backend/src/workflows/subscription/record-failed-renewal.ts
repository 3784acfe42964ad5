import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { subscriptions } from "./steps/subscriptions"

/** Renewal runs that may fail in a row before the subscription pauses and the seller is told. */
export const MAX_RENEWAL_ATTEMPTS = 3

type FailedRenewal = { subscription_id: string; email: string; failed_attempts: number; paused: boolean; reason: string }

/** Counts the failed run; the last allowed one pauses the subscription (no renewal until resumed). */
const countFailedRenewalStep = createStep(
  "count-failed-subscription-renewal",
  async ({ subscription_id, reason }: { subscription_id: string; reason: string }, { container }) => {
    const subscription = await subscriptions(container).retrieveSubscription(subscription_id)
    const failedAttempts = subscription.failed_attempts + 1
    const paused = failedAttempts >= MAX_RENEWAL_ATTEMPTS && subscription.status === "active"
    await subscriptions(container).updateSubscriptions({
      id: subscription.id,
      failed_attempts: failedAttempts,
      ...(paused ? { status: "paused" as const, next_renewal_at: null } : {}),
    })
    return new StepResponse<FailedRenewal>({ subscription_id, email: subscription.email, failed_attempts: failedAttempts, paused, reason })
  }
)

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
