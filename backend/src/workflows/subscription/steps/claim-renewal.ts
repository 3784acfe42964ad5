import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { renewalPeriod } from "../../../lib/subscription-clock"
import type { SubscriptionLine } from "../../../modules/subscription/models/subscription"
import { linesOf, subscriptions, type StoredSubscription } from "../subscriptions"

export type RenewalClaim = { subscription: StoredSubscription; lines: SubscriptionLine[]; period: string; renewal_id: string }

async function renewalOf(container: MedusaContainer, subscriptionId: string, period: string) {
  const [found] = await subscriptions(container).listSubscriptionRenewals({ subscription_id: subscriptionId, period })
  return found
}

const noClaim = () => new StepResponse<RenewalClaim | null, string | null>(null, null)

/**
 * Takes the key of the subscription's due renewal (its period, the day it was due on): null when it
 * is not due, not renewed by the shop (paused, cancelled, paid through Stripe), or taken already by
 * another run. The key is given back when a later step fails, so the next run tries again.
 */
export const claimRenewalStep = createStep(
  "claim-subscription-renewal",
  async ({ subscription_id, now }: { subscription_id: string; now: string }, { container }) => {
    const [subscription] = await subscriptions(container).listSubscriptions({ id: subscription_id })
    const due = subscription?.next_renewal_at ? new Date(subscription.next_renewal_at) : null
    if (!subscription || subscription.status !== "active" || subscription.payment !== "test" || !due || due > new Date(now)) {
      return noClaim()
    }
    const lines = linesOf(subscription)
    if (!lines.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Subscription ${subscription.id} has no lines to renew`)
    const period = renewalPeriod(due)
    if (await renewalOf(container, subscription.id, period)) return noClaim()
    try {
      const renewal = await subscriptions(container).createSubscriptionRenewals({ subscription_id: subscription.id, period })
      return new StepResponse<RenewalClaim | null, string | null>({ subscription, lines, period, renewal_id: renewal.id }, renewal.id)
    } catch (error) {
      // the unique key (subscription, period): a simultaneous run took it first
      if (await renewalOf(container, subscription.id, period)) return noClaim()
      throw error
    }
  },
  async (renewalId: string | null | undefined, { container }) => {
    if (renewalId) await subscriptions(container).deleteSubscriptionRenewals(renewalId)
  }
)
