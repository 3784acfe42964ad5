import { createWorkflow, transform, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { changeSubscriptionStep, type SubscriptionAction } from "./steps/change-subscription"
import { loadSubscriptionStep } from "./steps/load-subscription"
import { readSubscriptionLinkStep } from "./steps/read-subscription-link"
import { cancellationNotification, changeNotification } from "./subscription-views"
import type { StoredSubscription } from "./subscriptions"
import { subscriptionLanguageStep } from "./subscription-language"

type ActionInput = { subscription_id: string; now: string }
type LinkActionInput = { token: string; now: string }

/** Each action's step and the e-mail that acknowledges it. */
const ACTIONS = {
  skip: {
    change: changeSubscriptionStep("skip"),
    notification: (subscription: StoredSubscription, locale: string) => changeNotification(subscription, "skipped", locale),
  },
  pause: {
    change: changeSubscriptionStep("pause"),
    notification: (subscription: StoredSubscription, locale: string) => changeNotification(subscription, "paused", locale),
  },
  resume: {
    change: changeSubscriptionStep("resume"),
    notification: (subscription: StoredSubscription, locale: string) => changeNotification(subscription, "resumed", locale),
  },
  cancel: { change: changeSubscriptionStep("cancel"), notification: cancellationNotification },
} as const

/** An action on the subscription, acknowledged by e-mail in the language of its order. */
function actOn(action: SubscriptionAction, input: ActionInput | WorkflowData<ActionInput>) {
  const subscription = ACTIONS[action].change(input)
  const locale = subscriptionLanguageStep(subscription)
  sendNotificationsStep(
    transform({ subscription, locale }, ({ subscription, locale }) => [ACTIONS[action].notification(subscription, locale)]),
  )
  return subscription
}

/** The action's input for the subscription of a management link (read first: a bad link gets the one 404 answer). */
function ofLink(input: LinkActionInput | WorkflowData<LinkActionInput>) {
  const link = readSubscriptionLinkStep(input)
  return transform({ link, input }, ({ link, input }) => ({ subscription_id: link.subscription_id, now: input.now }))
}

/** The shopper's view of one subscription: loaded through its management link. */
export const getSubscriptionWorkflow = createWorkflow("get-subscription", (input: { token: string }) => {
  return new WorkflowResponse(loadSubscriptionStep(readSubscriptionLinkStep(input)))
})

/** Cancel: no further renewal, effective at once (before the next charge), acknowledged by e-mail. */
export const cancelSubscriptionWorkflow = createWorkflow(
  "cancel-subscription",
  (input: ActionInput) => new WorkflowResponse(actOn("cancel", input)),
)

/** The shopper's actions, asked through a subscription e-mail's management link; each acknowledged by e-mail. */
export const MANAGE_BY_LINK_WORKFLOWS = {
  /** Skip the next delivery: the renewal after it becomes the next one. */
  skip: createWorkflow("skip-subscription-delivery", (input: LinkActionInput) => new WorkflowResponse(actOn("skip", ofLink(input)))),
  /** Pause: no renewal until resumed. */
  pause: createWorkflow("pause-subscription", (input: LinkActionInput) => new WorkflowResponse(actOn("pause", ofLink(input)))),
  /** Resume a paused subscription: it renews on its next monthly date. */
  resume: createWorkflow("resume-subscription", (input: LinkActionInput) => new WorkflowResponse(actOn("resume", ofLink(input)))),
  /** Cancel, as cancelSubscriptionWorkflow does for the seller and for Stripe's end of a subscription. */
  cancel: createWorkflow("cancel-subscription-by-link", (input: LinkActionInput) => new WorkflowResponse(actOn("cancel", ofLink(input)))),
} as const
