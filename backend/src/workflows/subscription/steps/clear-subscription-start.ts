import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { subscriptions } from "../subscriptions"

/** The order's subscription exists (or it needs none): its record of failed starts is done with. */
export const clearSubscriptionStartStep = createStep("clear-subscription-start", async ({ order_id }: { order_id: string }, { container }) => {
  const pending = await subscriptions(container).listSubscriptionStarts({ order_id }, { select: ["id"] })
  if (pending.length) await subscriptions(container).deleteSubscriptionStarts(pending.map((start) => start.id))
  return new StepResponse(pending.length)
})
