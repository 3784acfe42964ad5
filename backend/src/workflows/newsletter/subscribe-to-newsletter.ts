import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { addNewsletterSubscriptionStep } from "./steps"

export const NEWSLETTER_SUBSCRIPTION_CREATED = "newsletter-subscription.created"

/** Stores the address; only a new address leads to a welcome email (by the event's subscriber). */
export const subscribeToNewsletterWorkflow = createWorkflow("subscribe-to-newsletter", (input: { email: string }) => {
  const subscription = addNewsletterSubscriptionStep(input)
  when({ subscription }, ({ subscription }) => subscription.created).then(() => {
    const data = transform({ subscription }, ({ subscription }) => ({ id: subscription.id }))
    emitEventStep({ eventName: NEWSLETTER_SUBSCRIPTION_CREATED, data })
  })
  return new WorkflowResponse(subscription)
})
