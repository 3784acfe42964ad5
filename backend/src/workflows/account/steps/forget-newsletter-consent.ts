import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { NEWSLETTER_MODULE } from "../../../modules/newsletter"
import type NewsletterModuleService from "../../../modules/newsletter/service"

/**
 * The newsletter sign-up of an erased address, deleted. Put back as it was if a later step fails:
 * the account then still exists, and so does its consent.
 */
export const forgetNewsletterConsentStep = createStep(
  "forget-newsletter-consent",
  async ({ email }: { email: string }, { container }) => {
    const newsletter: NewsletterModuleService = container.resolve(NEWSLETTER_MODULE)
    const signups = await newsletter.listNewsletterSubscriptions({ email })
    if (signups.length) await newsletter.deleteNewsletterSubscriptions(signups.map(({ id }) => id))
    return new StepResponse({ forgotten: signups.length }, signups)
  },
  async (signups, { container }) => {
    if (!signups?.length) return
    const newsletter: NewsletterModuleService = container.resolve(NEWSLETTER_MODULE)
    await newsletter.createNewsletterSubscriptions(signups.map(({ created_at: _, updated_at: __, deleted_at: ___, ...signup }) => signup))
  },
)
