import type Stripe from "stripe"
import { shopStripe } from "../../lib/stripe"
import type { SubscriptionAction } from "./steps/change-subscription"
import type { StoredSubscription } from "./subscriptions"

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * What each management action asks of Stripe for a subscription Stripe bills, before the shop
 * records it. Cancel ends the Stripe subscription at once (no further invoice). Pause and resume
 * set and clear pause_collection with behavior "void": Stripe keeps the subscription but voids the
 * invoices of the paused months, so nothing is charged. Skip pauses collection until a day after
 * the skipped renewal: that month's invoice is voided and Stripe charges again the month after.
 */
export function stripeUpdateFor(action: SubscriptionAction, subscription: StoredSubscription): Stripe.SubscriptionUpdateParams | "cancel" {
  switch (action) {
    case "cancel":
      return "cancel"
    case "pause":
      return { pause_collection: { behavior: "void" } }
    case "resume":
      return { pause_collection: "" }
    case "skip": {
      const skipped = new Date(subscription.next_renewal_at!).getTime()
      return { pause_collection: { behavior: "void", resumes_at: Math.floor((skipped + DAY_MS) / 1000) } }
    }
  }
}

/** Applies a management action at Stripe (a Stripe subscription only); the caller then records it. */
export async function applyAtStripe(action: SubscriptionAction, subscription: StoredSubscription) {
  if (subscription.payment !== "stripe" || !subscription.stripe_subscription_id) return
  const update = stripeUpdateFor(action, subscription)
  const id = subscription.stripe_subscription_id
  if (update === "cancel") {
    const current = await shopStripe().subscriptions.retrieve(id)
    // ended at Stripe already (customer.subscription.deleted, the dashboard): nothing left to cancel
    if (current.status !== "canceled") await shopStripe().subscriptions.cancel(id, {}, { idempotencyKey: `cancel-${id}` })
    return
  }
  await shopStripe().subscriptions.update(id, update)
}
