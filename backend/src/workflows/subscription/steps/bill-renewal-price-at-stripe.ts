import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { billRenewalPriceAtStripe, restoreBillingAtStripe } from "../stripe-billing"
import type { StoredSubscription } from "../subscriptions"

/** A subscription Stripe bills: Stripe's monthly price set to the subscription's renewal price (undone if the start fails later). */
export const billRenewalPriceAtStripeStep = createStep(
  "bill-renewal-price-at-stripe",
  async ({ subscription }: { subscription: StoredSubscription }) => {
    const previous = await billRenewalPriceAtStripe(subscription)
    return new StepResponse(previous, previous)
  },
  async (previous) => {
    await restoreBillingAtStripe(previous)
  },
)
