import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { NEWSLETTER_MODULE } from "../../../modules/newsletter"
import type { NewsletterSubscriptionRecord } from "../../../modules/newsletter/models/newsletter-subscription"
import type NewsletterModuleService from "../../../modules/newsletter/service"

type PreviousStatus = Pick<NewsletterSubscriptionRecord, "id" | "status" | "unsubscribed_at">

/** The address leaves the newsletter (subscribed again as before if a later step fails). */
export const unsubscribeFromNewsletterStep = createStep(
  "unsubscribe-from-newsletter",
  async ({ email }: { email: string }, { container }) => {
    const newsletter: NewsletterModuleService = container.resolve(NEWSLETTER_MODULE)
    const [subscription] = await newsletter.listNewsletterSubscriptions({ email })
    if (!subscription || subscription.status === "unsubscribed") return new StepResponse<undefined, PreviousStatus | null>(undefined, null)
    await newsletter.updateNewsletterSubscriptions({ id: subscription.id, status: "unsubscribed", unsubscribed_at: new Date() })
    const { id, status, unsubscribed_at } = subscription
    return new StepResponse<undefined, PreviousStatus | null>(undefined, { id, status, unsubscribed_at })
  },
  async (previous, { container }) => {
    if (!previous) return
    const newsletter: NewsletterModuleService = container.resolve(NEWSLETTER_MODULE)
    await newsletter.updateNewsletterSubscriptions(previous)
  },
)
