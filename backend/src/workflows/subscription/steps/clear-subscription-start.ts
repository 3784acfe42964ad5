import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { subscriptions } from "../subscriptions"

/**
 * The order's subscription exists (or it needs none): its record of failed starts is done with.
 * Put back if a later step fails, so the retry of failed starts still finds the order.
 */
export const clearSubscriptionStartStep = createStep(
  "clear-subscription-start",
  async ({ order_id }: { order_id: string }, { container }) => {
    const pending = await subscriptions(container).listSubscriptionStarts({ order_id })
    if (pending.length) await subscriptions(container).deleteSubscriptionStarts(pending.map((start) => start.id))
    return new StepResponse(pending.length, pending)
  },
  async (pending, { container }) => {
    if (!pending?.length) return
    await subscriptions(container).createSubscriptionStarts(
      pending.map(({ created_at: _, updated_at: __, deleted_at: ___, ...start }) => start),
    )
  },
)
