import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import type { StripeBillingEvent } from "../../modules/stripe-checkout/webhook-events"
import { sendOrderConfirmationWorkflow } from "../order/send-order-confirmation"
import { cancelSubscriptionWorkflow } from "./manage-subscription"
import { recordFailedStripeRenewalWorkflow } from "./record-failed-stripe-renewal"
import { renewSubscriptionWorkflow } from "./renew-subscription"
import { findBilledSubscriptionStep } from "./steps/find-billed-subscription"
import { unknownStripeRenewalNotification } from "./subscription-views"

export type AppliedBillingEvent = { subscription_id: string | null; order_id: string | null }

/**
 * A verified Stripe Billing event, applied to the shop's subscription it names: a paid monthly
 * invoice makes the renewal order (once per period, whatever the deliveries) and its confirmation;
 * a failed one e-mails the shopper the link to fix it (and pauses after Stripe's last retry); the
 * end of the Stripe subscription cancels ours. An unknown or cancelled subscription changes nothing
 * (a paid invoice of an unknown one is told to the seller). A failure fails the workflow, so the
 * event is not recorded and Stripe's retry tries again.
 */
export const applyStripeBillingEventWorkflow = createWorkflow("apply-stripe-billing-event", (billing: StripeBillingEvent) => {
  const billed = findBilledSubscriptionStep(billing)
  // once per invoice: the notice's idempotency key, which Medusa's notification module never sends twice
  when("stripe-renewal-unknown", { billed }, ({ billed }) => billed.effect === "tell_seller").then(() => {
    sendNotificationsStep(
      transform({ billing }, ({ billing }) => (billing.kind === "renewal_paid" ? [unknownStripeRenewalNotification(billing)] : [])),
    )
  })
  const renewed = when("stripe-renewal-paid", { billed }, ({ billed }) => billed.effect === "renew").then(() =>
    renewSubscriptionWorkflow.runAsStep({
      input: transform({ billing, billed }, ({ billing, billed }) => ({
        subscription_id: billed.subscription_id ?? "",
        now: billed.now,
        ...(billing.kind === "renewal_paid"
          ? { stripe: { invoice_id: billing.invoice_id, period_start: billing.period_start, period_end: billing.period_end } }
          : {}),
      })),
    }),
  )
  // a confirmation that cannot be sent now does not undo the paid renewal: the e-mail retry job sends it
  when("stripe-renewal-ordered", { renewed }, ({ renewed }) => Boolean(renewed)).then(() => {
    sendOrderConfirmationWorkflow
      .runAsStep({ input: transform({ renewed }, ({ renewed }) => ({ id: renewed ?? "" })) })
      .config({ continueOnPermanentFailure: true })
  })
  when("stripe-renewal-failed", { billed }, ({ billed }) => billed.effect === "record_failure").then(() => {
    recordFailedStripeRenewalWorkflow.runAsStep({
      input: transform({ billing, billed }, ({ billing, billed }) => {
        if (billing.kind !== "renewal_failed") throw new Error(`Stripe ${billing.kind} recorded as a failed renewal`)
        const { stripe_subscription_id: _, kind: __, ...failure } = billing
        return { subscription_id: billed.subscription_id ?? "", ...failure }
      }),
    })
  })
  when("stripe-subscription-ended", { billed }, ({ billed }) => billed.effect === "cancel").then(() => {
    cancelSubscriptionWorkflow.runAsStep({
      input: transform({ billed }, ({ billed }) => ({ subscription_id: billed.subscription_id ?? "", now: billed.now })),
    })
  })
  return new WorkflowResponse(
    transform({ billed, renewed }, ({ billed, renewed }): AppliedBillingEvent => ({
      subscription_id: billed.subscription_id,
      order_id: renewed ?? null,
    })),
  )
})
