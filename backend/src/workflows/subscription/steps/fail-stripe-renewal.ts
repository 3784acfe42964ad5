import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { shopStripe } from "../../../lib/stripe"
import type { SubscriptionPaymentFailedData } from "../../../modules/email-notification/templates/subscription-payment-failed"
import { applyAtStripe, restoreAtStripe, type StripeCollection } from "../stripe-billing"
import { subscriptions, countOf, type SubscriptionCount } from "../subscriptions"
import { SUBSCRIPTION_ACTIONS } from "./change-subscription"
import { linkUrl } from "../../../lib/shop-links"
import { subscriptionLanguage } from "../subscription-language"

export type FailedStripeRenewalInput = {
  subscription_id: string
  invoice_id: string
  /** cents */
  amount_due: number
  hosted_invoice_url: string | null
  last_attempt: boolean
}

type FailedStripeRenewalUndo = { previous: SubscriptionCount; stripe: StripeCollection | null }

export type FailedStripeRenewal = {
  subscription_id: string
  email: string
  failed_attempts: number
  paused: boolean
  reason: string
  invoice_id: string
  mail: SubscriptionPaymentFailedData
}

/**
 * A monthly invoice Stripe could not charge: counted, and the page where the shopper fixes it
 * (Stripe's hosted invoice page, or the customer portal when the invoice has none). After Stripe's
 * last retry the subscription pauses, at Stripe (pause_collection) and here, as the pause action does.
 * The count and the pause (at Stripe too) are put back if a later step fails.
 */
export const failStripeRenewalStep = createStep(
  "fail-stripe-renewal",
  async (input: FailedStripeRenewalInput, { container }) => {
    const subscription = await subscriptions(container).retrieveSubscription(input.subscription_id)
    const manageUrl = linkUrl("subscription-management", { subscription_id: subscription.id })
    const fixUrl =
      input.hosted_invoice_url ??
      (subscription.stripe_customer_id
        ? (await shopStripe().billingPortal.sessions.create({ customer: subscription.stripe_customer_id, return_url: manageUrl })).url
        : manageUrl)
    const locale = await subscriptionLanguage(container, subscription)
    const paused = input.last_attempt && subscription.status === "active"
    const stripe = paused ? await applyAtStripe("pause", subscription) : null
    const failedAttempts = subscription.failed_attempts + 1
    const previous = countOf(subscription)
    try {
      await subscriptions(container).updateSubscriptions({
        id: subscription.id,
        failed_attempts: failedAttempts,
        ...(paused ? SUBSCRIPTION_ACTIONS.pause(subscription) : {}),
      })
    } catch (error) {
      await restoreAtStripe(stripe)
      throw error
    }
    return new StepResponse<FailedStripeRenewal, FailedStripeRenewalUndo>(
      {
        subscription_id: subscription.id,
        email: subscription.email,
        failed_attempts: failedAttempts,
        paused,
        reason: `Stripe could not charge invoice ${input.invoice_id}${input.last_attempt ? " after its last retry" : ""}`,
        invoice_id: input.invoice_id,
        mail: { amount_due: input.amount_due / 100, fix_url: fixUrl, paused, manage_url: manageUrl, locale },
      },
      { previous, stripe },
    )
  },
  async (undo, { container }) => {
    if (!undo) return
    await restoreAtStripe(undo.stripe)
    await subscriptions(container).updateSubscriptions(undo.previous)
  },
)
