import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { subscriptions, countOf, type SubscriptionCount } from "../subscriptions"

/** Renewal runs that may fail in a row before the subscription pauses and the seller is told. */
export const MAX_RENEWAL_ATTEMPTS = 3

export type FailedRenewal = { subscription_id: string; email: string; failed_attempts: number; paused: boolean; reason: string }

/**
 * Counts the failed run; the last allowed one pauses the subscription (no renewal until resumed).
 * The count and status are put back if a later step fails.
 */
export const countFailedRenewalStep = createStep(
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
    return new StepResponse<FailedRenewal, SubscriptionCount>(
      { subscription_id, email: subscription.email, failed_attempts: failedAttempts, paused, reason },
      countOf(subscription),
    )
  },
  async (previous, { container }) => {
    if (previous) await subscriptions(container).updateSubscriptions(previous)
  },
)
