import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { SUBSCRIPTION_ACTIONS_BY_STATUS } from "order-summary/rules"
import type { StripeBillingEvent } from "../../../modules/stripe-checkout/webhook-events"
import { subscriptions } from "../subscriptions"

/** What a Stripe Billing event does to the shop's subscription it names. */
export type BillingEffect = "renew" | "record_failure" | "cancel" | "tell_seller" | "none"

export type BilledSubscription = { subscription_id: string | null; effect: BillingEffect; now: string }

/**
 * The shop's subscription a Stripe Billing event names, and what the event does to it: a paid
 * monthly invoice renews it; a failed one is recorded (not for a cancelled subscription); the end
 * of the Stripe subscription cancels ours (unless cancelled here first, through the management
 * link, which ended the Stripe subscription). A paid invoice of a subscription the shop does not
 * know is told to the seller: money taken with no order to show for it. Anything else is logged.
 */
export const findBilledSubscriptionStep = createStep("find-billed-subscription", async (billing: StripeBillingEvent, { container }) => {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const now = new Date().toISOString()
  const [subscription] = await subscriptions(container).listSubscriptions({ stripe_subscription_id: billing.stripe_subscription_id })
  if (!subscription) {
    logger.warn(`Stripe ${billing.kind} for subscription ${billing.stripe_subscription_id}, which this shop does not know: nothing changed`)
    return new StepResponse<BilledSubscription>({
      subscription_id: null,
      effect: billing.kind === "renewal_paid" ? "tell_seller" : "none",
      now,
    })
  }
  const found = (effect: BillingEffect) => new StepResponse<BilledSubscription>({ subscription_id: subscription.id, effect, now })
  switch (billing.kind) {
    case "renewal_paid":
      return found("renew")
    case "renewal_failed":
      if (subscription.status !== "cancelled") return found("record_failure")
      logger.warn(`Stripe could not charge invoice ${billing.invoice_id} of cancelled subscription ${subscription.id}: nothing changed`)
      return found("none")
    case "subscription_deleted":
      return found(SUBSCRIPTION_ACTIONS_BY_STATUS[subscription.status].includes("cancel") ? "cancel" : "none")
  }
})
