import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { confirmNewsletterSubscriptionStep } from "./steps/confirm-newsletter-subscription"

export const NEWSLETTER_SUBSCRIPTION_CONFIRMED = "newsletter-subscription.confirmed"

/** The address confirmed its sign-up: it is subscribed, and the welcome email follows (by the event's subscriber). */
export const confirmNewsletterSubscriptionWorkflow = createWorkflow(
  "confirm-newsletter-subscription",
  (input: { email: string; issuedAt: Date; ip: string }) => {
    const confirmation = confirmNewsletterSubscriptionStep(input)
    when({ confirmation }, ({ confirmation }) => confirmation.confirmed).then(() => {
      const data = transform({ confirmation }, ({ confirmation }) => ({ id: confirmation.id }))
      emitEventStep({ eventName: NEWSLETTER_SUBSCRIPTION_CONFIRMED, data })
    })
    return new WorkflowResponse(confirmation)
  }
)
