import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, getVariantAvailability, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { nextRenewalAfter, renewalPeriod } from "../../../lib/subscription-clock"
import { SUBSCRIPTION_MODULE } from "../../../modules/subscription"
import type { SubscriptionLine } from "../../../modules/subscription/models/subscription"
import { linesOf, subscriptions, type StoredSubscription } from "./subscriptions"

export type RenewalClaim = { subscription: StoredSubscription; lines: SubscriptionLine[]; period: string; renewal_id: string }

/** A line the stock could not cover when the renewal was made: it is on backorder. */
export type Shortfall = { variant_id: string; title: string; quantity: number; available: number }

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

/** The lines the stock cannot cover now (variants that track inventory, in the subscription's sales channel). */
export const findShortfallStep = createStep("find-renewal-shortfall", async ({ claim }: { claim: RenewalClaim }, { container }) => {
  const { subscription, lines } = claim
  if (!subscription.sales_channel_id || !lines.length) return new StepResponse<Shortfall[]>([])
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const availability = await getVariantAvailability(query, {
    variant_ids: lines.map((line) => line.variant_id),
    sales_channel_id: subscription.sales_channel_id,
  })
  const shortfall = lines.flatMap((line) => {
    const available = availability[line.variant_id]?.availability
    // null: the variant does not track inventory
    if (available == null || available >= line.quantity) return []
    return [{ variant_id: line.variant_id, title: line.title, quantity: line.quantity - Math.max(available, 0), available: Math.max(available, 0) }]
  })
  return new StepResponse(shortfall)
})

/**
 * Records the renewal made: the order on its key and linked to the subscription, and the next
 * renewal a month on (past the clock, so a shop that was stopped makes one delivery, not a backlog).
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
      next_renewal_at: nextRenewalAfter(new Date(subscription.started_at), after),
      failed_attempts: 0,
    })
    return new StepResponse(
      { order_id },
      { subscription_id: subscription.id, order_id, next_renewal_at: subscription.next_renewal_at, failed_attempts: subscription.failed_attempts }
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
  }
)
