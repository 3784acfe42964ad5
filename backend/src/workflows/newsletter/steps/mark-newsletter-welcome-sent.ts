import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { newsletterService } from "./newsletter-service"

export const markNewsletterWelcomeSentStep = createStep("mark-newsletter-welcome-sent", async ({ id }: { id: string }, { container }) => {
  await newsletterService(container).updateNewsletterSubscriptions({ id, welcome_sent_at: new Date() })
  return new StepResponse(undefined)
})
