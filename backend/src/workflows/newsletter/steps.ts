import crypto from "node:crypto"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { NEWSLETTER_MODULE } from "../../modules/newsletter"
import type NewsletterModuleService from "../../modules/newsletter/service"
import { DISCOUNT_PERCENT } from "../../lib/shop-constants"

const newsletterService = (container: { resolve: (key: string) => unknown }) =>
  container.resolve(NEWSLETTER_MODULE) as NewsletterModuleService

/**
 * Adds an address to the list once. An address that unsubscribed earlier is subscribed again, but
 * `created` stays false: it already had its welcome email.
 */
export const addNewsletterSubscriptionStep = createStep(
  "add-newsletter-subscription",
  async ({ email }: { email: string }, { container }) => {
    const newsletter = newsletterService(container)
    const [existing] = await newsletter.listNewsletterSubscriptions({ email })
    if (existing) {
      if (existing.unsubscribed_at) await newsletter.updateNewsletterSubscriptions({ id: existing.id, unsubscribed_at: null })
      return new StepResponse({ id: existing.id, created: false }, null)
    }
    try {
      const created = await newsletter.createNewsletterSubscriptions({ email })
      return new StepResponse({ id: created.id, created: true }, created.id)
    } catch (error) {
      // The same address sent twice at once: the other request stored it (unique index).
      const [stored] = await newsletter.listNewsletterSubscriptions({ email })
      if (!stored) throw error
      return new StepResponse({ id: stored.id, created: false }, null)
    }
  },
  async (createdId, { container }) => {
    if (createdId) await newsletterService(container).deleteNewsletterSubscriptions(createdId)
  }
)

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

function welcomeCode() {
  const bytes = crypto.randomBytes(8)
  return `WELCOME${DISCOUNT_PERCENT}-${Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join("")}`
}

/**
 * The subscriber's personal code: a Medusa promotion of 17% off the order, usable once (the
 * promotion's usage limit, counted when an order is placed). Reused when the email is sent again.
 * Never undone: when the mail relay is down the email is sent later by the retry job, and the code
 * it carries must still work then.
 */
export const ensureWelcomeCodeStep = createStep("ensure-newsletter-welcome-code", async ({ id }: { id: string }, { container }) => {
  const newsletter = newsletterService(container)
  const subscription = await newsletter.retrieveNewsletterSubscription(id)
  const result = { email: subscription.email, alreadySent: Boolean(subscription.welcome_sent_at) }
  if (subscription.welcome_code) return new StepResponse({ ...result, code: subscription.welcome_code })
  const promotions = container.resolve(Modules.PROMOTION)
  const promotion = await promotions.createPromotions({
    code: welcomeCode(),
    type: "standard",
    status: "active",
    is_automatic: false,
    limit: 1,
    application_method: { type: "percentage", target_type: "order", allocation: "across", value: DISCOUNT_PERCENT },
    metadata: { newsletter_subscription_id: id },
  })
  await newsletter.updateNewsletterSubscriptions({ id, welcome_code: promotion.code })
  return new StepResponse({ ...result, code: promotion.code! })
})

export const markWelcomeSentStep = createStep("mark-newsletter-welcome-sent", async ({ id }: { id: string }, { container }) => {
  await newsletterService(container).updateNewsletterSubscriptions({ id, welcome_sent_at: new Date() })
  return new StepResponse(undefined)
})

export const unsubscribeStep = createStep("unsubscribe-from-newsletter", async ({ email }: { email: string }, { container }) => {
  const newsletter = newsletterService(container)
  const [subscription] = await newsletter.listNewsletterSubscriptions({ email })
  if (subscription && !subscription.unsubscribed_at) {
    await newsletter.updateNewsletterSubscriptions({ id: subscription.id, unsubscribed_at: new Date() })
  }
  return new StepResponse(undefined)
})
