import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { confirmNewsletterSubscriptionStep } from "./steps/confirm-newsletter-subscription"
import { readConfirmationLinkStep } from "./steps/read-confirmation-link"

export const NEWSLETTER_SUBSCRIPTION_CONFIRMED = "newsletter-subscription.confirmed"

/**
 * The address of a confirmation link confirmed its sign-up: it is subscribed, and the welcome email
 * follows (by the event's subscriber). `ip`: the client's address, recorded with the consent.
 */
export const confirmNewsletterSubscriptionWorkflow = createWorkflow(
  "confirm-newsletter-subscription",
  (input: { token: string; ip: string }) => {
    const link = readConfirmationLinkStep({ token: input.token })
    const consent = transform({ link, input }, ({ link, input }) => ({ ...link, ip: input.ip }))
    const confirmation = confirmNewsletterSubscriptionStep(consent)
    when({ confirmation }, ({ confirmation }) => confirmation.confirmed).then(() => {
      const data = transform({ confirmation }, ({ confirmation }) => ({ id: confirmation.id }))
      emitEventStep({ eventName: NEWSLETTER_SUBSCRIPTION_CONFIRMED, data })
    })
    return new WorkflowResponse(confirmation)
  },
)
