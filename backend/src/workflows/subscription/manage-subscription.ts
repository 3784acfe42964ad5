import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { changeSubscriptionStep } from "./steps/change-subscription"
import { loadSubscriptionStep } from "./steps/load-subscription"
import { cancellationNotification, changeNotification } from "./subscription-views"

type ActionInput = { subscription_id: string; now: string }

/** The shopper's (or seller's) view of one subscription: loaded through its link's id. */
export const getSubscriptionWorkflow = createWorkflow("get-subscription", (input: { subscription_id: string }) => {
  return new WorkflowResponse(loadSubscriptionStep(input))
})

/** Skip the next delivery: the renewal after it becomes the next one; acknowledged by e-mail. */
export const skipSubscriptionDeliveryWorkflow = createWorkflow("skip-subscription-delivery", (input: ActionInput) => {
  const subscription = changeSubscriptionStep("skip")(input)
  sendNotificationsStep(transform({ subscription }, ({ subscription }) => [changeNotification(subscription, "skipped")]))
  return new WorkflowResponse(subscription)
})

/** Pause: no renewal until resumed; acknowledged by e-mail. */
export const pauseSubscriptionWorkflow = createWorkflow("pause-subscription", (input: ActionInput) => {
  const subscription = changeSubscriptionStep("pause")(input)
  sendNotificationsStep(transform({ subscription }, ({ subscription }) => [changeNotification(subscription, "paused")]))
  return new WorkflowResponse(subscription)
})

/** Resume a paused subscription: it renews on its next monthly date; acknowledged by e-mail. */
export const resumeSubscriptionWorkflow = createWorkflow("resume-subscription", (input: ActionInput) => {
  const subscription = changeSubscriptionStep("resume")(input)
  sendNotificationsStep(transform({ subscription }, ({ subscription }) => [changeNotification(subscription, "resumed")]))
  return new WorkflowResponse(subscription)
})

/** Cancel: no further renewal, effective at once (before the next charge), acknowledged by e-mail. */
export const cancelSubscriptionWorkflow = createWorkflow("cancel-subscription", (input: ActionInput) => {
  const subscription = changeSubscriptionStep("cancel")(input)
  sendNotificationsStep(transform({ subscription }, ({ subscription }) => [cancellationNotification(subscription)]))
  return new WorkflowResponse(subscription)
})
