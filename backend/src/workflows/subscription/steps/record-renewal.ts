import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { nextRenewalAfter } from "../../../lib/subscription-clock"
import { SUBSCRIPTION_MODULE } from "../../../modules/subscription"
import { subscriptions } from "../subscriptions"
import type { RenewalClaim } from "./claim-renewal"

/**
 * Records the renewal made: the order on its key and linked to the subscription, and the next
 * renewal a month on (past the clock, so a shop that was stopped makes one delivery, not a backlog),
 * or, for Stripe, the end of the period Stripe charged for.
 */
export const recordRenewalStep = createStep(
  "record-subscription-renewal",
  async ({ claim, order_id, now }: { claim: RenewalClaim; order_id: string; now: string }, { container }) => {
    const { subscription } = claim
    const due = new Date(subscription.next_renewal_at ?? now)
    const after = new Date(Math.max(due.getTime(), new Date(now).getTime()))
    const link = container.resolve(ContainerRegistrationKeys.LINK)
    await subscriptions(container).updateSubscriptionRenewals({ id: claim.renewal_id, order_id })
    await link.create({ [SUBSCRIPTION_MODULE]: { subscription_id: subscription.id }, [Modules.ORDER]: { order_id } })
    await subscriptions(container).updateSubscriptions({
      id: subscription.id,
      next_renewal_at: claim.next_renewal_at ? new Date(claim.next_renewal_at) : nextRenewalAfter(new Date(subscription.started_at), after),
      failed_attempts: 0,
    })
    return new StepResponse(
      { order_id },
      {
        subscription_id: subscription.id,
        order_id,
        next_renewal_at: subscription.next_renewal_at,
        failed_attempts: subscription.failed_attempts,
      },
    )
  },
  async (previous, { container }) => {
    if (!previous) return
    await container
      .resolve(ContainerRegistrationKeys.LINK)
      .dismiss({ [SUBSCRIPTION_MODULE]: { subscription_id: previous.subscription_id }, [Modules.ORDER]: { order_id: previous.order_id } })
    await subscriptions(container).updateSubscriptions({
      id: previous.subscription_id,
      next_renewal_at: previous.next_renewal_at,
      failed_attempts: previous.failed_attempts,
    })
  },
)
