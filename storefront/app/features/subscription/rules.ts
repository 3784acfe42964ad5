import { SUBSCRIPTION_ACTIONS_BY_STATUS } from "order-summary/rules"
import { shop } from "~/lib/shop"
import type { ManagedSubscription, SubscriptionAction } from "./types"

/** The Store API's answer to a forged, expired or unknown link; shown also when there is no token at all. */
export const INVALID_LINK = "This link is not valid or has expired."
export const SUBSCRIPTION_FALLBACK_ERROR = "Something went wrong. Please try again."

/** A delivery date as the shopper reads it, in the shop's time zone: "22 December 2026". */
export function deliveryDate(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: shop.timeZone }).format(new Date(iso))
}

/** The actions a subscription in this status offers, in the order of the page's buttons. */
export function actionsFor(status: ManagedSubscription["status"]): SubscriptionAction[] {
  return [...(SUBSCRIPTION_ACTIONS_BY_STATUS[status] ?? [])]
}

export const ACTION_LABELS: Record<SubscriptionAction, string> = {
  skip: "Skip next delivery",
  pause: "Pause",
  resume: "Resume",
  cancel: "Cancel subscription",
}

/** What the page says once the shop has carried out an action, from the subscription it answered with. */
export function resultMessage(action: SubscriptionAction, subscription: ManagedSubscription): string {
  const next = subscription.next_renewal_at ? deliveryDate(subscription.next_renewal_at) : null
  switch (action) {
    case "skip":
      return next ? `Your next delivery is skipped. The one after comes on ${next}.` : "Your next delivery is skipped."
    case "pause":
      return "Your subscription is paused. Nothing is delivered or charged until you resume it."
    case "resume":
      return next ? `Your subscription is active again. Your next delivery comes on ${next}.` : "Your subscription is active again."
    case "cancel":
      return "Your subscription is cancelled. Nothing more will be delivered or charged. We have sent you a confirmation by e-mail."
  }
}
