import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { requestNewsletterSubscriptionStep, type SignupRequest } from "./steps/request-newsletter-subscription"

export const NEWSLETTER_SIGNUP_REQUESTED = "newsletter-subscription.requested"

/**
 * A sign-up: stores the request; a due confirmation email is sent by the event's subscriber, so the
 * answer to the sign-up is the same, and as fast, whether the address was new, pending or subscribed.
 */
export const subscribeToNewsletterWorkflow = createWorkflow("subscribe-to-newsletter", (input: SignupRequest) => {
  const signup = requestNewsletterSubscriptionStep(input)
  when({ signup }, ({ signup }) => signup.sendConfirmation).then(() => {
    const data = transform({ signup }, ({ signup }) => ({ id: signup.id }))
    emitEventStep({ eventName: NEWSLETTER_SIGNUP_REQUESTED, data })
  })
  return new WorkflowResponse(signup)
})
