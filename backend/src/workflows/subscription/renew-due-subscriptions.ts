import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { subscriptionsNow } from "../../lib/subscription-clock"
import { sendOrderConfirmationWorkflow } from "../order/send-order-confirmation"
import { recordFailedRenewalWorkflow } from "./record-failed-renewal"
import { renewSubscriptionWorkflow } from "./renew-subscription"
import { subscriptions } from "./subscriptions"
import { messageOf } from "../../lib/error-message"

/** A renewal order's confirmation e-mail; one not sent now is sent by the e-mail retry job. */
export async function confirmRenewal(container: MedusaContainer, orderId: string) {
  try {
    await sendOrderConfirmationWorkflow(container).run({ input: { id: orderId } })
  } catch (error) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(`Renewal order ${orderId}: confirmation not sent yet (${messageOf(error)}); the e-mail retry job sends it`)
  }
}

export type RenewalRun = { due: number; renewed: string[]; failed: string[] }

/**
 * Renews every active test-payment subscription whose renewal is due at `now` (the subscriptions'
 * clock by default), each in its own workflow, then e-mails each new order's confirmation (the
 * notification module sends it once per order; the e-mail retry job sweeps orders left without
 * one). A renewal that fails leaves its subscription due for the next run and counts a failed
 * attempt; MAX_RENEWAL_ATTEMPTS in a row pause it and tell the seller. Used by the hourly job and `npm run subscriptions:renew-due`.
 */
export async function renewDueSubscriptions(container: MedusaContainer, now = subscriptionsNow()): Promise<RenewalRun> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const due = await subscriptions(container).listSubscriptions(
    { status: "active", payment: "test", next_renewal_at: { $lte: now } },
    { select: ["id"], order: { next_renewal_at: "ASC" } },
  )
  const run: RenewalRun = { due: due.length, renewed: [], failed: [] }
  for (const subscription of due) {
    try {
      const { result: orderId } = await renewSubscriptionWorkflow(container).run({
        input: { subscription_id: subscription.id, now: now.toISOString() },
      })
      if (!orderId) continue
      run.renewed.push(orderId)
      await confirmRenewal(container, orderId)
    } catch (error) {
      run.failed.push(subscription.id)
      const reason = messageOf(error)
      const { result } = await recordFailedRenewalWorkflow(container).run({ input: { subscription_id: subscription.id, reason } })
      logger.error(
        `Subscription ${subscription.id} not renewed (failure ${result.failed_attempts}${result.paused ? ", now paused" : ""}): ${reason}`,
      )
    }
  }
  return run
}
