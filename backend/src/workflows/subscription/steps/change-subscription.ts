import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { nextRenewalAfter, resumedRenewal } from "../../../lib/subscription-clock"
import type { SubscriptionStatus } from "../../../modules/subscription/models/subscription"
import { applyAtStripe, restoreAtStripe } from "../stripe-billing"
import { subscriptionOrNotFound, subscriptions, type StoredSubscription } from "../subscriptions"

export type SubscriptionChange = {
  status: SubscriptionStatus
  next_renewal_at: Date | null
  skipped_renewal_at?: Date | null
  cancelled_at?: Date | null
}

const CANCELLED = "This subscription is cancelled and can no longer be changed."

/** A change the subscription's status does not allow: 409 with a plain sentence. */
const refuse = (message: string) => new MedusaError(MedusaError.Types.CONFLICT, message)

/** What each action makes of a subscription at `now`, or why it cannot be done. */
export const SUBSCRIPTION_ACTIONS = {
  skip: (subscription: StoredSubscription): SubscriptionChange => {
    if (subscription.status === "cancelled") throw refuse(CANCELLED)
    if (subscription.status === "paused" || !subscription.next_renewal_at) throw refuse("This subscription is paused: resume it to plan the next delivery.")
    // the delivery after the next one; the skipped date is kept, so a pause and resume keeps it skipped
    const skipped = new Date(subscription.next_renewal_at)
    return { status: "active", next_renewal_at: nextRenewalAfter(new Date(subscription.started_at), skipped), skipped_renewal_at: skipped }
  },
  pause: (subscription: StoredSubscription): SubscriptionChange => {
    if (subscription.status === "cancelled") throw refuse(CANCELLED)
    if (subscription.status === "paused") throw refuse("This subscription is already paused.")
    return { status: "paused", next_renewal_at: null }
  },
  resume: (subscription: StoredSubscription, now: Date): SubscriptionChange => {
    if (subscription.status === "cancelled") throw refuse(CANCELLED)
    if (subscription.status === "active") throw refuse("This subscription is already active.")
    return { status: "active", next_renewal_at: resumedRenewal(new Date(subscription.started_at), subscription.skipped_renewal_at, now) }
  },
  cancel: (subscription: StoredSubscription, now: Date): SubscriptionChange => {
    if (subscription.status === "cancelled") throw refuse("This subscription is already cancelled.")
    return { status: "cancelled", next_renewal_at: null, cancelled_at: now }
  },
} as const

export type SubscriptionAction = keyof typeof SUBSCRIPTION_ACTIONS

/**
 * The step of one action: loads the subscription (the one answer for an unknown one), applies the
 * action (at Stripe first for a subscription Stripe bills: a Stripe error leaves ours unchanged),
 * and puts the previous state back, at Stripe too, if a later step of its workflow fails (a
 * cancellation at Stripe cannot be taken back: cancel's later steps only send its e-mail).
 */
export function changeSubscriptionStep(action: SubscriptionAction) {
  return createStep(
    `${action}-subscription`,
    async ({ subscription_id, now }: { subscription_id: string; now: string }, { container }) => {
      const subscription = await subscriptionOrNotFound(container, subscription_id)
      const change = SUBSCRIPTION_ACTIONS[action](subscription, new Date(now))
      const stripe = await applyAtStripe(action, subscription, new Date(now))
      const previous: SubscriptionChange = {
        status: subscription.status,
        next_renewal_at: subscription.next_renewal_at ? new Date(subscription.next_renewal_at) : null,
        skipped_renewal_at: subscription.skipped_renewal_at ? new Date(subscription.skipped_renewal_at) : null,
        cancelled_at: subscription.cancelled_at ? new Date(subscription.cancelled_at) : null,
      }
      try {
        const updated = await subscriptions(container).updateSubscriptions({ id: subscription.id, ...change })
        return new StepResponse(updated, { id: subscription.id, previous, stripe })
      } catch (error) {
        await restoreAtStripe(stripe)
        throw error
      }
    },
    async (undo, { container }) => {
      if (!undo) return
      await restoreAtStripe(undo.stripe)
      await subscriptions(container).updateSubscriptions({ id: undo.id, ...undo.previous })
    }
  )
}
