import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { subscriptionOrNotFound } from "../subscriptions"

/** The subscription of a management link, or the one not-found answer. */
export const loadSubscriptionStep = createStep(
  "load-subscription",
  async ({ subscription_id }: { subscription_id: string }, { container }) => {
    return new StepResponse(await subscriptionOrNotFound(container, subscription_id))
  },
)
