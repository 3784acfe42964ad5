import crypto from "node:crypto"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { DISCOUNT_PERCENT } from "../../../lib/shop-constants"
import { NEWSLETTER_MODULE } from "../../../modules/newsletter"
import type NewsletterModuleService from "../../../modules/newsletter/service"
import { welcomeCampaignId } from "../welcome-campaign"

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

function welcomeCode() {
  const bytes = crypto.randomBytes(8)
  return `WELCOME${DISCOUNT_PERCENT}-${Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join("")}`
}

/**
 * The subscriber's personal code: a Medusa promotion of DISCOUNT_PERCENT off the order, usable once (the
 * promotion's usage limit, counted when an order is placed), in the newsletter's welcome campaign.
 * Reused when the email is sent again.
 * Never undone (no compensation): when the mail relay is down the email is sent later by the retry job, and the code
 * it carries must still work then.
 */
export const ensureNewsletterWelcomeCodeStep = createStep(
  "ensure-newsletter-welcome-code",
  async ({ id }: { id: string }, { container }) => {
    const newsletter: NewsletterModuleService = container.resolve(NEWSLETTER_MODULE)
    const subscription = await newsletter.retrieveNewsletterSubscription(id)
    const result = { email: subscription.email, alreadySent: Boolean(subscription.welcome_sent_at) }
    if (subscription.welcome_code) return new StepResponse({ ...result, code: subscription.welcome_code })
    const promotions = container.resolve(Modules.PROMOTION)
    const campaignId = await welcomeCampaignId(container)
    const promotion = await promotions.createPromotions({
      code: welcomeCode(),
      campaign_id: campaignId,
      type: "standard",
      status: "active",
      is_automatic: false,
      limit: 1,
      application_method: { type: "percentage", target_type: "order", allocation: "across", value: DISCOUNT_PERCENT },
      metadata: { newsletter_subscription_id: id },
    })
    await newsletter.updateNewsletterSubscriptions({ id, welcome_code: promotion.code })
    // Medusa types a promotion's code as optional (an automatic one has none); this one was made with its code
    return new StepResponse({ ...result, code: promotion.code! })
  },
)
