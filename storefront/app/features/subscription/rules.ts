import { SUBSCRIPTION_ACTIONS_BY_STATUS } from "order-summary/rules"
import type { ManagedSubscription, SubscriptionAction } from "./types"

/** The actions a subscription in this status offers, in the order of the page's buttons. */
export function actionsFor(status: ManagedSubscription["status"]): SubscriptionAction[] {
  return [...(SUBSCRIPTION_ACTIONS_BY_STATUS[status] ?? [])]
}

/** A message of the page's catalogue (subscription.json) with its values. */
export type PageMessage = { id: string; values?: Record<string, string> }

/**
 * What the page says once the shop has carried out an action, from the subscription it answered
 * with; date writes the next delivery's day in the page's language.
 */
export function resultMessage(action: SubscriptionAction, subscription: ManagedSubscription, date: (iso: string) => string): PageMessage {
  const next = subscription.next_renewal_at ? date(subscription.next_renewal_at) : null
  switch (action) {
    case "skip":
      return next ? { id: "subscription.result.skipped", values: { date: next } } : { id: "subscription.result.skippedNoDate" }
    case "pause":
      return { id: "subscription.result.paused" }
    case "resume":
      return next ? { id: "subscription.result.resumed", values: { date: next } } : { id: "subscription.result.resumedNoDate" }
    case "cancel":
      return { id: "subscription.result.cancelled" }
  }
}
