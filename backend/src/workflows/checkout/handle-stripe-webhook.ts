import { PaymentActions } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { settings } from "../../lib/settings"
import { shopStripe } from "../../lib/stripe"
import { verifyStripeEvent, type VerifiedStripeEvent } from "../../modules/stripe-checkout/webhook-events"
import { STRIPE_EVENTS_MODULE } from "../../modules/stripe-events"
import type StripeEventsModuleService from "../../modules/stripe-events/service"
import { applyStripeBillingEventWorkflow } from "../subscription/apply-stripe-billing-event"
import { settlePaidCheckoutSessionWorkflow } from "./settle-paid-checkout-session"

export type StripeWebhookInput = {
  /** the request body exactly as received: the signature is over these bytes */
  rawBody: string
  signature: string
}

/** The signature is checked on the raw body; only then is the body's event id trusted. */
export const verifyStripeEventStep = createStep("verify-stripe-event", async (input: StripeWebhookInput) => {
  const event = verifyStripeEvent(shopStripe(), input.rawBody, input.signature, settings.STRIPE_WEBHOOK_SECRET ?? "")
  return new StepResponse<VerifiedStripeEvent>(event)
})

/** Whether the event was acted on already (an earlier delivery of it recorded it). */
export const findProcessedStripeEventStep = createStep("find-processed-stripe-event", async ({ id }: { id: string }, { container }) => {
  const events: StripeEventsModuleService = container.resolve(STRIPE_EVENTS_MODULE)
  const [seen] = await events.listStripeEvents({ id }, { withDeleted: true })
  return new StepResponse(Boolean(seen))
})

/**
 * Records the event as processed, only after its effect: a crash before this point leaves no record,
 * so Stripe's retry does the (idempotent) effect again instead of being skipped. Two deliveries of
 * the event at once both did the effect (the second found what the first made): the one that
 * records second answers that the event was recorded already, and nothing is undone. No
 * compensation: the workflow's last step.
 */
export const recordStripeEventStep = createStep(
  "record-stripe-event",
  async ({ id, type }: { id: string; type: string }, { container }) => {
    const events: StripeEventsModuleService = container.resolve(STRIPE_EVENTS_MODULE)
    try {
      await events.createStripeEvents({ id, type })
    } catch (error) {
      const [recorded] = await events.listStripeEvents({ id }, { withDeleted: true })
      if (!recorded) throw error
      return new StepResponse({ duplicate: true })
    }
    return new StepResponse({ duplicate: false })
  },
)

/**
 * A verified Stripe event: a successful payment is settled (its order, or its refund), a
 * subscription's invoice or end is applied to it, then the event is recorded. An event delivered
 * again (Stripe sends it until it gets a 2xx, and may send it twice at once) is acknowledged with
 * `duplicate: true` and nothing done again: a 4xx would make Stripe retry it for days.
 */
export const handleStripeWebhookWorkflow = createWorkflow("handle-stripe-webhook", (input: StripeWebhookInput) => {
  const event = verifyStripeEventStep(input)
  const seen = findProcessedStripeEventStep({ id: event.id })
  const settled = when("payment-succeeded", { event, seen }, ({ event, seen }) => !seen && event.action === PaymentActions.SUCCESSFUL).then(
    () =>
      settlePaidCheckoutSessionWorkflow.runAsStep({
        // a successful event always names its session (verifyStripeEvent), but `when` does not narrow what the branch reads
        input: transform({ event }, ({ event }) => ({ checkout_session_id: event.checkout_session_id! })),
      }),
  )
  const billed = when("subscription-billing", { event, seen }, ({ event, seen }) => !seen && event.billing !== null).then(() =>
    // `when` above lets only an event with billing through, but does not narrow what the branch reads
    applyStripeBillingEventWorkflow.runAsStep({ input: transform({ event }, ({ event }) => event.billing!) }),
  )
  const recorded = when("first-delivery", { seen }, ({ seen }) => !seen).then(() =>
    recordStripeEventStep({ id: event.id, type: event.type }),
  )
  const result = transform({ event, seen, settled, billed, recorded }, ({ event, seen, settled, billed, recorded }) => ({
    event_id: event.id,
    order_id: settled?.order_id ?? billed?.order_id ?? null,
    refunded: settled?.refunded ?? false,
    duplicate: seen || Boolean(recorded?.duplicate),
  }))
  return new WorkflowResponse(result)
})
