import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { NEWSLETTER_MODULE } from "../../../modules/newsletter"
import type NewsletterModuleService from "../../../modules/newsletter/service"

/** The welcome e-mail went out: its time, recorded (the previous one put back if a later step fails). */
export const markNewsletterWelcomeSentStep = createStep(
  "mark-newsletter-welcome-sent",
  async ({ id }: { id: string }, { container }) => {
    const newsletter: NewsletterModuleService = container.resolve(NEWSLETTER_MODULE)
    const { welcome_sent_at } = await newsletter.retrieveNewsletterSubscription(id, { select: ["welcome_sent_at"] })
    await newsletter.updateNewsletterSubscriptions({ id, welcome_sent_at: new Date() })
    return new StepResponse(undefined, { id, welcome_sent_at })
  },
  async (previous, { container }) => {
    if (!previous) return
    const newsletter: NewsletterModuleService = container.resolve(NEWSLETTER_MODULE)
    await newsletter.updateNewsletterSubscriptions(previous)
  },
)
