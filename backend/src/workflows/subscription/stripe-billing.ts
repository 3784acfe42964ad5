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

/** A Stripe subscription's collection before a change: what undoing the change puts back. */
export type StripeCollection = { id: string; pause_collection: Stripe.SubscriptionUpdateParams["pause_collection"] }

/**
 * Applies a management action at Stripe (a Stripe subscription only); the caller then records it.
 * Answers the collection it replaced (null for a cancellation, which cannot be undone, or for a
 * subscription Stripe does not bill).
 */
export async function applyAtStripe(action: SubscriptionAction, subscription: StoredSubscription): Promise<StripeCollection | null> {
  if (subscription.payment !== "stripe" || !subscription.stripe_subscription_id) return null
  const update = stripeUpdateFor(action, subscription)
  const id = subscription.stripe_subscription_id
  const current = await shopStripe().subscriptions.retrieve(id)
  if (update === "cancel") {
    // ended at Stripe already (customer.subscription.deleted, the dashboard): nothing left to cancel
    if (current.status !== "canceled") await shopStripe().subscriptions.cancel(id, {}, { idempotencyKey: `cancel-${id}` })
    return null
  }
  await shopStripe().subscriptions.update(id, update)
  const paused = current.pause_collection
  return { id, pause_collection: paused ? { behavior: paused.behavior, ...(paused.resumes_at ? { resumes_at: paused.resumes_at } : {}) } : "" }
}

/** Puts a Stripe subscription's collection back as it was before a change that was undone. */
export async function restoreAtStripe(collection: StripeCollection | null) {
  if (collection) await shopStripe().subscriptions.update(collection.id, { pause_collection: collection.pause_collection })
}
