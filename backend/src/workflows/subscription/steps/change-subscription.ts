import { MedusaError } from "@medusajs/framework/utils"
import { SUBSCRIPTION_ACTIONS_BY_STATUS, type SubscriptionAction as ShopperAction } from "order-summary/rules"
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

/** The refusal of any change to a cancelled subscription. */
export const SUBSCRIPTION_CANCELLED = "This subscription is cancelled and can no longer be changed."
const PAUSED = "This subscription is paused: resume it to plan the next delivery."

/** Why an action its status does not allow (SUBSCRIPTION_ACTIONS_BY_STATUS) is refused, in a plain sentence. */
const REFUSALS: Record<ShopperAction, Partial<Record<SubscriptionStatus, string>>> = {
  skip: { cancelled: SUBSCRIPTION_CANCELLED, paused: PAUSED },
  pause: { cancelled: SUBSCRIPTION_CANCELLED, paused: "This subscription is already paused." },
  resume: { cancelled: SUBSCRIPTION_CANCELLED, active: "This subscription is already active." },
  cancel: { cancelled: "This subscription is already cancelled." },
}

/** A change the subscription's status does not allow: 409 with a plain sentence. */
const refuse = (message: string) => new MedusaError(MedusaError.Types.CONFLICT, message)

/** Throws the refusal of an action the subscription's status does not allow. */
function requireAllowed(action: ShopperAction, subscription: StoredSubscription) {
  if (!SUBSCRIPTION_ACTIONS_BY_STATUS[subscription.status].includes(action))
    throw refuse(REFUSALS[action][subscription.status] ?? SUBSCRIPTION_CANCELLED)
}

/** What each action makes of a subscription at `now`, once its status allows it. */
export const SUBSCRIPTION_ACTIONS = {
  skip: (subscription: StoredSubscription): SubscriptionChange => {
    requireAllowed("skip", subscription)
    if (!subscription.next_renewal_at) throw refuse(PAUSED)
    // the delivery after the next one; the skipped date is kept, so a pause and resume keeps it skipped
    const skipped = new Date(subscription.next_renewal_at)
    return { status: "active", next_renewal_at: nextRenewalAfter(new Date(subscription.started_at), skipped), skipped_renewal_at: skipped }
  },
  pause: (subscription: StoredSubscription): SubscriptionChange => {
    requireAllowed("pause", subscription)
    return { status: "paused", next_renewal_at: null }
  },
  resume: (subscription: StoredSubscription, now: Date): SubscriptionChange => {
    requireAllowed("resume", subscription)
    return { status: "active", next_renewal_at: resumedRenewal(new Date(subscription.started_at), subscription.skipped_renewal_at, now) }
  },
  cancel: (subscription: StoredSubscription, now: Date): SubscriptionChange => {
    requireAllowed("cancel", subscription)
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
    },
  )
}
