import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { newsletterService } from "./newsletter-service"

export const unsubscribeFromNewsletterStep = createStep("unsubscribe-from-newsletter", async ({ email }: { email: string }, { container }) => {
  const newsletter = newsletterService(container)
  const [subscription] = await newsletter.listNewsletterSubscriptions({ email })
  if (subscription && subscription.status !== "unsubscribed") {
    await newsletter.updateNewsletterSubscriptions({ id: subscription.id, status: "unsubscribed", unsubscribed_at: new Date() })
  }
  return new StepResponse(undefined)
})
