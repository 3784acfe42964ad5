import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { renewalPeriod } from "../../../lib/subscription-clock"
import type { SubscriptionLine } from "../../../modules/subscription/models/subscription"
import { linesOf, subscriptions, type StoredSubscription } from "../subscriptions"

/** A test subscription's renewal when due at `now`; a Stripe subscription's when Stripe charged its monthly invoice. */
export type RenewalInput = {
  subscription_id: string
  now: string
  stripe?: { invoice_id: string; period_start: string; period_end: string | null }
}

export type RenewalClaim = {
  subscription: StoredSubscription
  lines: SubscriptionLine[]
  period: string
  renewal_id: string
  stripe_invoice_id: string | null
  /** Stripe's end of the period paid for: the next renewal */
  next_renewal_at: string | null
}

/** Whether the subscription renews now, and for which period: null when it does not. */
function dueRenewal(subscription: StoredSubscription | undefined, { now, stripe }: RenewalInput): string | null {
  if (!subscription) return null
  if (stripe) {
    // Stripe took the money: the order is owed unless the subscription ended
    return subscription.payment === "stripe" && subscription.status !== "cancelled" ? renewalPeriod(new Date(stripe.period_start)) : null
  }
  const due = subscription.next_renewal_at ? new Date(subscription.next_renewal_at) : null
  if (subscription.status !== "active" || subscription.payment !== "test" || !due || due > new Date(now)) return null
  return renewalPeriod(due)
}

async function renewalOf(container: MedusaContainer, subscriptionId: string, period: string) {
  const [found] = await subscriptions(container).listSubscriptionRenewals({ subscription_id: subscriptionId, period })
  return found
}

const noClaim = () => new StepResponse<RenewalClaim | null, string | null>(null, null)

/**
 * Takes the key of the subscription's due renewal (its period, the day it was due on or Stripe's
 * period start): null when it is not due, not renewed this way (paused, cancelled, the other kind of
 * payment), or taken already by another run or delivery. The key is given back when a later step
 * fails, so the next run (or Stripe's retry of the event) tries again.
 */
export const claimRenewalStep = createStep(
  "claim-subscription-renewal",
  async (input: RenewalInput, { container }) => {
    const [subscription] = await subscriptions(container).listSubscriptions({ id: input.subscription_id })
    const period = dueRenewal(subscription, input)
    if (!period) {
      if (input.stripe) {
        container
          .resolve(ContainerRegistrationKeys.LOGGER)
          .warn(
            `Stripe invoice ${input.stripe.invoice_id} paid for subscription ${input.subscription_id} (${subscription?.status ?? "unknown"}): no renewal order made`,
          )
      }
      return noClaim()
    }
    const lines = linesOf(subscription)
    if (!lines.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Subscription ${subscription.id} has no lines to renew`)
    if (await renewalOf(container, subscription.id, period)) return noClaim()
    const claim = {
      subscription,
      lines,
      period,
      stripe_invoice_id: input.stripe?.invoice_id ?? null,
      next_renewal_at: input.stripe?.period_end ?? null,
    }
    try {
      const renewal = await subscriptions(container).createSubscriptionRenewals({ subscription_id: subscription.id, period })
      return new StepResponse<RenewalClaim | null, string | null>({ ...claim, renewal_id: renewal.id }, renewal.id)
    } catch (error) {
      // the unique key (subscription, period): a simultaneous run took it first
      if (await renewalOf(container, subscription.id, period)) return noClaim()
      throw error
    }
  },
  async (renewalId: string | null | undefined, { container }) => {
    if (renewalId) await subscriptions(container).deleteSubscriptionRenewals(renewalId)
  },
)
