import { MedusaError, PaymentActions } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { settings } from "../../lib/settings"
import { shopStripe } from "../../lib/stripe"
import { verifyStripeEvent, type VerifiedStripeEvent } from "../../modules/stripe-checkout/webhook-events"
import { STRIPE_EVENTS_MODULE } from "../../modules/stripe-events"
import type StripeEventsModuleService from "../../modules/stripe-events/service"
import { applyStripeBillingEventStep } from "../subscription/steps/apply-stripe-billing-event"
import { settlePaidCheckoutSessionWorkflow } from "./settle-paid-checkout-session"

export type StripeWebhookInput = {
  /** the request body exactly as received: the signature is over these bytes */
  rawBody: string
  signature: string
}

const alreadyProcessed = (id: string) => new MedusaError(MedusaError.Types.CONFLICT, `Stripe event ${id} was already processed`)

/** The signature is checked on the raw body; only then is the body's event id trusted. */
export const verifyStripeEventStep = createStep("verify-stripe-event", async (input: StripeWebhookInput) => {
  const event = verifyStripeEvent(shopStripe(), input.rawBody, input.signature, settings.STRIPE_WEBHOOK_SECRET ?? "")
  return new StepResponse<VerifiedStripeEvent>(event)
})

/** A delivery of an event already acted on is refused before anything is done again. */
export const refuseProcessedStripeEventStep = createStep("refuse-processed-stripe-event", async ({ id }: { id: string }, { container }) => {
  const events: StripeEventsModuleService = container.resolve(STRIPE_EVENTS_MODULE)
  const [seen] = await events.listStripeEvents({ id }, { withDeleted: true })
  if (seen) throw alreadyProcessed(id)
  return new StepResponse(undefined)
})

/**
 * Records the event as processed, only after its effect: a crash before this point leaves no record,
 * so Stripe's retry does the (idempotent) effect again instead of being refused.
 */
export const recordStripeEventStep = createStep(
  "record-stripe-event",
  async ({ id, type }: { id: string; type: string }, { container }) => {
    const events: StripeEventsModuleService = container.resolve(STRIPE_EVENTS_MODULE)
    try {
      await events.createStripeEvents({ id, type })
    } catch {
      // the same event, delivered twice at once: the other delivery recorded it
      throw alreadyProcessed(id)
    }
    return new StepResponse(id)
  }
)

/**
 * A verified, first-time Stripe event: a successful payment is settled (its order, or its refund),
 * a subscription's invoice or end is applied to it, then the event is recorded.
 */
export const handleStripeWebhookWorkflow = createWorkflow("handle-stripe-webhook", (input: StripeWebhookInput) => {
  const event = verifyStripeEventStep(input)
  refuseProcessedStripeEventStep({ id: event.id })
  const settled = when("payment-succeeded", { event }, ({ event }) => event.action === PaymentActions.SUCCESSFUL).then(() =>
    settlePaidCheckoutSessionWorkflow.runAsStep({
      input: transform({ event }, ({ event }) => ({ checkout_session_id: event.checkout_session_id! })),
    })
  )
  const billed = when("subscription-billing", { event }, ({ event }) => event.billing !== null).then(() =>
    applyStripeBillingEventStep(transform({ event }, ({ event }) => event.billing!))
  )
  recordStripeEventStep({ id: event.id, type: event.type })
  const result = transform({ event, settled, billed }, ({ event, settled, billed }) => ({
    event_id: event.id,
    order_id: settled?.order_id ?? billed?.order_id ?? null,
    refunded: settled?.refunded ?? false,
  }))
  return new WorkflowResponse(result)
})
