import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { NEWSLETTER_MODULE } from "../../../modules/newsletter"
import type NewsletterModuleService from "../../../modules/newsletter/service"

export const markNewsletterWelcomeSentStep = createStep("mark-newsletter-welcome-sent", async ({ id }: { id: string }, { container }) => {
  const newsletter: NewsletterModuleService = container.resolve(NEWSLETTER_MODULE)
  await newsletter.updateNewsletterSubscriptions({ id, welcome_sent_at: new Date() })
  return new StepResponse(undefined)
})
