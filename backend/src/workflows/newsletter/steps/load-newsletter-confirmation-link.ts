import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { NEWSLETTER_MODULE } from "../../../modules/newsletter"
import type NewsletterModuleService from "../../../modules/newsletter/service"

/** The address and send time of the confirmation email that is due. */
export const loadNewsletterConfirmationLinkStep = createStep(
  "load-newsletter-confirmation-link",
  async ({ id }: { id: string }, { container }) => {
    const newsletter: NewsletterModuleService = container.resolve(NEWSLETTER_MODULE)
    const subscription = await newsletter.retrieveNewsletterSubscription(id)
    return new StepResponse({
      email: subscription.email,
      pending: subscription.status === "pending" && Boolean(subscription.confirmation_sent_at),
      issuedAt: new Date(subscription.confirmation_sent_at ?? 0),
    })
  },
)
