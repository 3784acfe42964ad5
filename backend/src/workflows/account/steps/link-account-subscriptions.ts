import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { subscriptionsOfCustomer } from "../../subscription/customer-subscriptions"
import { subscriptions } from "../../subscription/subscriptions"

/**
 * The subscriptions started by the account's orders (guest orders taken in included) become the
 * account's: their renewal orders are made for the account's customer and show in the account
 * without another sign-in. Undone by giving each its customer back.
 */
export const linkAccountSubscriptionsStep = createStep(
  "link-account-subscriptions",
  async ({ customer_id }: { customer_id: string }, { container }) => {
    const held = await subscriptionsOfCustomer(container, customer_id)
    const other = held.filter((subscription) => subscription.customer_id !== customer_id)
    for (const subscription of other) await subscriptions(container).updateSubscriptions({ id: subscription.id, customer_id })
    return new StepResponse(
      { linked: other.length },
      other.map((subscription) => ({ id: subscription.id, customer_id: subscription.customer_id })),
    )
  },
  async (before, { container }) => {
    for (const subscription of before ?? []) await subscriptions(container).updateSubscriptions(subscription)
  },
)
