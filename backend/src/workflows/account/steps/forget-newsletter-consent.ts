import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { NEWSLETTER_MODULE } from "../../../modules/newsletter"
import type NewsletterModuleService from "../../../modules/newsletter/service"

/** The newsletter sign-up of an erased address, deleted. The last step of its workflow: nothing after it can fail. */
export const forgetNewsletterConsentStep = createStep("forget-newsletter-consent", async ({ email }: { email: string }, { container }) => {
  const newsletter: NewsletterModuleService = container.resolve(NEWSLETTER_MODULE)
  const signups = await newsletter.listNewsletterSubscriptions({ email }, { select: ["id"] })
  if (signups.length) await newsletter.deleteNewsletterSubscriptions(signups.map(({ id }) => id))
  return new StepResponse({ forgotten: signups.length })
})
