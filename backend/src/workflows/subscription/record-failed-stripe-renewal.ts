import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { failStripeRenewalStep, type FailedStripeRenewalInput } from "./steps/fail-stripe-renewal"
import { pausedAfterFailuresNotification } from "./subscription-views"

/**
 * Stripe could not charge a monthly invoice (invoice.payment_failed): the shopper is e-mailed the
 * link to fix the payment while Stripe retries on its schedule; after the last retry the
 * subscription is paused and the seller finds a notice in the admin.
 */
export const recordFailedStripeRenewalWorkflow = createWorkflow("record-failed-stripe-renewal", (input: FailedStripeRenewalInput) => {
  const failed = failStripeRenewalStep(input)
  sendNotificationsStep(
    transform({ failed }, ({ failed }) => [
      {
        to: failed.email,
        channel: "email",
        template: "subscription-payment-failed",
        idempotency_key: `subscription-payment-failed:${failed.invoice_id}:${failed.failed_attempts}`,
        resource_id: failed.subscription_id,
        resource_type: "subscription",
        data: failed.mail,
      },
      ...(failed.paused ? [pausedAfterFailuresNotification(failed)] : []),
    ]),
  )
  return new WorkflowResponse(failed)
})
