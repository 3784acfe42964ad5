import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { billRenewalPriceAtStripeStep } from "./steps/bill-renewal-price-at-stripe"
import { clearSubscriptionStartStep } from "./steps/clear-subscription-start"
import { startSubscriptionStep } from "./steps/start-subscription"

/**
 * An order with subscription products starts a subscription (once per order); other orders start
 * none. With Stripe, Stripe's monthly price is set to the subscription's renewal price. A start
 * that fails makes nothing and is tried again (retry-subscription-starts); once it has run, the
 * order's record of failed starts is removed.
 */
export const startSubscriptionWorkflow = createWorkflow("start-subscription", (input: { order_id: string }) => {
  const subscription = startSubscriptionStep(input)
  when("subscription-billed-by-stripe", { subscription }, ({ subscription }) => subscription?.payment === "stripe").then(() => {
    // inside this branch the subscription was started: the branch's condition does not narrow its type
    billRenewalPriceAtStripeStep(transform({ subscription }, ({ subscription }) => ({ subscription: subscription! })))
  })
  clearSubscriptionStartStep(input)
  return new WorkflowResponse(subscription)
})
