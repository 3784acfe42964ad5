import type { INotificationModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { StripeBillingEvent } from "../../../modules/stripe-checkout/webhook-events"
import { cancelSubscriptionWorkflow } from "../manage-subscription"
import { recordFailedStripeRenewalWorkflow } from "../record-failed-stripe-renewal"
import { confirmRenewal } from "../renew-due-subscriptions"
import { renewSubscriptionWorkflow } from "../renew-subscription"
import { subscriptions } from "../subscriptions"
import { unknownStripeRenewalNotification } from "../subscription-views"

export type AppliedBillingEvent = { subscription_id: string | null; order_id: string | null }

/**
 * A verified Stripe Billing event, applied to the shop's subscription it names: a paid monthly
 * invoice makes the renewal order (once per period, whatever the deliveries) and its confirmation;
 * a failed one e-mails the shopper the link to fix it (and pauses after Stripe's last retry); the
 * end of the Stripe subscription cancels ours. An unknown or cancelled subscription changes nothing
 * and is logged. An error is thrown, so the event is not recorded and Stripe's retry tries again.
 */
export const applyStripeBillingEventStep = createStep("apply-stripe-billing-event", async (billing: StripeBillingEvent, { container }) => {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const [subscription] = await subscriptions(container).listSubscriptions({ stripe_subscription_id: billing.stripe_subscription_id })
  if (!subscription) {
    logger.warn(`Stripe ${billing.kind} for subscription ${billing.stripe_subscription_id}, which this shop does not know: nothing changed`)
    // money taken with no order to show for it: the seller is told (once per invoice: the notice's
    // idempotency key, which Medusa's notification module never sends twice)
    if (billing.kind === "renewal_paid") {
      const notifications: INotificationModuleService = container.resolve(Modules.NOTIFICATION)
      await notifications.createNotifications(unknownStripeRenewalNotification(billing))
    }
    return new StepResponse<AppliedBillingEvent>({ subscription_id: null, order_id: null })
  }
  const applied = (order_id: string | null = null) => new StepResponse<AppliedBillingEvent>({ subscription_id: subscription.id, order_id })
  const now = new Date().toISOString()
  switch (billing.kind) {
    case "renewal_paid": {
      const { invoice_id, period_start, period_end } = billing
      const { result: orderId } = await renewSubscriptionWorkflow(container).run({
        input: { subscription_id: subscription.id, now, stripe: { invoice_id, period_start, period_end } },
      })
      if (orderId) await confirmRenewal(container, orderId)
      return applied(orderId)
    }
    case "renewal_failed": {
      if (subscription.status === "cancelled") {
        logger.warn(`Stripe could not charge invoice ${billing.invoice_id} of cancelled subscription ${subscription.id}: nothing changed`)
        return applied()
      }
      const { stripe_subscription_id: _, kind: __, ...failure } = billing
      await recordFailedStripeRenewalWorkflow(container).run({ input: { subscription_id: subscription.id, ...failure } })
      return applied()
    }
    case "subscription_deleted": {
      try {
        await cancelSubscriptionWorkflow(container).run({ input: { subscription_id: subscription.id, now } })
      } catch (error) {
        // cancelled here first (the management link), which ended the Stripe subscription
        if ((error as { type?: string }).type !== MedusaError.Types.CONFLICT) throw error
      }
      return applied()
    }
  }
})
