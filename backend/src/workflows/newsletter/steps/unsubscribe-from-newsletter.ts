import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { NEWSLETTER_MODULE } from "../../../modules/newsletter"
import type NewsletterModuleService from "../../../modules/newsletter/service"

export const unsubscribeFromNewsletterStep = createStep("unsubscribe-from-newsletter", async ({ email }: { email: string }, { container }) => {
  const newsletter: NewsletterModuleService = container.resolve(NEWSLETTER_MODULE)
  const [subscription] = await newsletter.listNewsletterSubscriptions({ email })
  if (subscription && subscription.status !== "unsubscribed") {
    await newsletter.updateNewsletterSubscriptions({ id: subscription.id, status: "unsubscribed", unsubscribed_at: new Date() })
  }
  return new StepResponse(undefined)
})
