import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { countFailedStartStep } from "./steps/count-failed-start"
import { subscriptionNotStartedNotification } from "./subscription-views"

/**
 * A paid order's subscription that could not be started: counted and tried again later; once the
 * attempts before telling are used up, the seller finds a notice in the admin's notifications.
 */
export const recordFailedSubscriptionStartWorkflow = createWorkflow(
  "record-failed-subscription-start",
  (input: { order_id: string; reason: string; now: string }) => {
    const failed = countFailedStartStep(input)
    when("subscription-start-reported", { failed }, ({ failed }) => failed.report).then(() => {
      sendNotificationsStep(transform({ failed }, ({ failed }) => [subscriptionNotStartedNotification(failed)]))
    })
    return new WorkflowResponse(failed)
  },
)
