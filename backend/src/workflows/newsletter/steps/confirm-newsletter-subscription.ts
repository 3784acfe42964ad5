import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MedusaError } from "@medusajs/framework/utils"
import { NEWSLETTER_MODULE } from "../../../modules/newsletter"
import type NewsletterModuleService from "../../../modules/newsletter/service"
import type { NewsletterSubscriptionRecord as Subscription } from "../../../modules/newsletter/models/newsletter-subscription"
import { LINK_REFUSALS } from "../../../lib/shop-links"

type Confirmation = { id: string; confirmed: boolean }
type ConfirmationUndo = { id: string; before: Pick<Subscription, "status" | "confirmed_at" | "confirmation_ip" | "unsubscribed_at"> } | null

const refuseLink = () => new MedusaError(MedusaError.Types.INVALID_DATA, LINK_REFUSALS["newsletter-confirmation"])

/**
 * The confirmation of a sign-up: the address's consent, with its time and client address. Only a
 * link issued for the pending request counts: one from before an unsubscribe does not subscribe
 * again. A link of an address already subscribed answers as a success and changes nothing.
 */
export const confirmNewsletterSubscriptionStep = createStep(
  "confirm-newsletter-subscription",
  async ({ email, issuedAt, ip }: { email: string; issuedAt: Date; ip: string }, { container }) => {
    const newsletter: NewsletterModuleService = container.resolve(NEWSLETTER_MODULE)
    const [subscription] = await newsletter.listNewsletterSubscriptions({ email })
    if (!subscription) throw refuseLink()
    if (subscription.status === "subscribed")
      return new StepResponse<Confirmation, ConfirmationUndo>({ id: subscription.id, confirmed: false }, null)
    const requestedAt = subscription.requested_at ? new Date(subscription.requested_at).getTime() : Infinity
    if (subscription.status !== "pending" || new Date(issuedAt).getTime() < requestedAt) throw refuseLink()
    const before = {
      status: subscription.status,
      confirmed_at: subscription.confirmed_at,
      confirmation_ip: subscription.confirmation_ip,
      unsubscribed_at: subscription.unsubscribed_at,
    }
    await newsletter.updateNewsletterSubscriptions({
      id: subscription.id,
      status: "subscribed",
      confirmed_at: new Date(),
      confirmation_ip: ip,
      unsubscribed_at: null,
    })
    return new StepResponse<Confirmation, ConfirmationUndo>({ id: subscription.id, confirmed: true }, { id: subscription.id, before })
  },
  async (undo, { container }) => {
    const newsletter: NewsletterModuleService = container.resolve(NEWSLETTER_MODULE)
    if (undo) await newsletter.updateNewsletterSubscriptions({ id: undo.id, ...undo.before })
  },
)
