import { ContainerRegistrationKeys, MedusaError, Modules, PaymentActions } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { WebhookActionResult } from "@medusajs/framework/types"
import { completeCartWorkflowId } from "@medusajs/medusa/core-flows"
import { STRIPE_CHECKOUT_PROVIDER_ID } from "../../lib/payment-providers"
import { STRIPE_EVENTS_MODULE } from "../../modules/stripe-events"
import type StripeEventsModuleService from "../../modules/stripe-events/service"

export type StripeWebhookInput = {
  /** the request body exactly as received: the signature is over these bytes */
  rawBody: string
  signature: string
}

type VerifiedEvent = { id: string; type: string; result: WebhookActionResult }

/** The provider checks the signature on the raw body; only then is the body's event id trusted. */
export const verifyStripeEventStep = createStep("verify-stripe-event", async (input: StripeWebhookInput, { container }) => {
  const payments = container.resolve(Modules.PAYMENT)
  const result = await payments.getWebhookActionAndData({
    provider: STRIPE_CHECKOUT_PROVIDER_ID,
    payload: { data: {}, rawData: input.rawBody, headers: { "stripe-signature": input.signature } },
  })
  const event = JSON.parse(input.rawBody) as { id: string; type: string }
  return new StepResponse<VerifiedEvent>({ id: event.id, type: event.type, result })
})

/**
 * Records the event id, so a delivery of the same event again is refused. Undone when a later step
 * fails, so that Stripe's retry of the event is processed.
 */
export const recordStripeEventStep = createStep(
  "record-stripe-event",
  async ({ id, type }: { id: string; type: string }, { container }) => {
    const events: StripeEventsModuleService = container.resolve(STRIPE_EVENTS_MODULE)
    const [seen] = await events.listStripeEvents({ id }, { withDeleted: true })
    if (seen) throw new MedusaError(MedusaError.Types.CONFLICT, `Stripe event ${id} was already processed`)
    try {
      await events.createStripeEvents({ id, type })
    } catch {
      // the same event, delivered twice at once: the other delivery recorded it
      throw new MedusaError(MedusaError.Types.CONFLICT, `Stripe event ${id} was already processed`)
    }
    return new StepResponse(id, id)
  },
  async (id, { container }) => {
    if (!id) return
    const events: StripeEventsModuleService = container.resolve(STRIPE_EVENTS_MODULE)
    await events.deleteStripeEvents(id)
  }
)

/**
 * Turns a paid Checkout Session into the cart's order through Medusa's completeCartWorkflow, the
 * same path as the shopper's return: it locks the cart and returns the existing order when there is one.
 */
export const completePaidCartStep = createStep("complete-paid-cart", async ({ sessionId }: { sessionId: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: sessions } = await query.graph({
    entity: "payment_session",
    fields: ["payment_collection.cart.id"],
    filters: { id: sessionId },
  })
  const cartId = (sessions[0] as { payment_collection?: { cart?: { id: string } } } | undefined)?.payment_collection?.cart?.id
  if (!cartId) {
    // Medusa deleted the session when the cart changed: the shopper paid an outdated page.
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`Stripe paid payment session ${sessionId}, which has no cart`)
    return new StepResponse(null)
  }
  const engine = container.resolve(Modules.WORKFLOW_ENGINE)
  const { result } = await engine.run(completeCartWorkflowId, { input: { id: cartId } })
  return new StepResponse((result as { id: string }).id)
})

/** A verified, first-time Stripe event: recorded, and a successful payment becomes the cart's order. */
export const handleStripeWebhookWorkflow = createWorkflow("handle-stripe-webhook", (input: StripeWebhookInput) => {
  const event = verifyStripeEventStep(input)
  recordStripeEventStep({ id: event.id, type: event.type })
  const orderId = when("payment-succeeded", { event }, ({ event }) => event.result.action === PaymentActions.SUCCESSFUL).then(
    () => completePaidCartStep({ sessionId: event.result.data!.session_id })
  )
  return new WorkflowResponse({ event_id: event.id, order_id: orderId })
})
