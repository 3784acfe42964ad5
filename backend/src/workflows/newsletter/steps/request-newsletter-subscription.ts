import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { NEWSLETTER_CONFIRMATION } from "../../../lib/shop-constants"
import { NEWSLETTER_MODULE } from "../../../modules/newsletter"
import type NewsletterModuleService from "../../../modules/newsletter/service"
import type { NewsletterSubscriptionRecord as Subscription } from "../../../modules/newsletter/models/newsletter-subscription"
import { SHOP_LINKS } from "../../../lib/shop-links"

const MINUTE_MS = 60 * 1000
const RESEND_AFTER_MS = NEWSLETTER_CONFIRMATION.resendAfterMinutes * MINUTE_MS

export type SignupRequest = { email: string; ip: string; source: string }
type SignupState = Pick<Subscription, "status" | "requested_at" | "request_ip" | "request_source" | "confirmation_sent_at">
type Signup = { id: string; sendConfirmation: boolean }
/** what undoing a sign-up takes: the row it created, or the row's state before */
type SignupUndo = { id: string; created: true } | { id: string; before: SignupState } | null

/**
 * A sign-up (double opt-in): a new address is stored `pending`; an address that is pending or left
 * the list starts a new request that needs confirming. `sendConfirmation` is true when a
 * confirmation email is due: never for a subscribed address; once for each new request; for a
 * request still pending, at most once per resend interval, so nobody can make the shop mail an
 * address over and over (a new request after an unsubscribe takes the unsubscribe link's owner).
 */
export const requestNewsletterSubscriptionStep = createStep(
  "request-newsletter-subscription",
  async ({ email, ip, source }: SignupRequest, { container }) => {
    const newsletter: NewsletterModuleService = container.resolve(NEWSLETTER_MODULE)
    const now = new Date()
    const request = { requested_at: now, request_ip: ip, request_source: source }
    const [existing] = await newsletter.listNewsletterSubscriptions({ email })
    if (!existing) {
      try {
        const created = await newsletter.createNewsletterSubscriptions({ email, status: "pending", ...request, confirmation_sent_at: now })
        return new StepResponse<Signup, SignupUndo>({ id: created.id, sendConfirmation: true }, { id: created.id, created: true })
      } catch (error) {
        // The same address sent twice at once: the other request stored it and mails it (unique index).
        const [stored] = await newsletter.listNewsletterSubscriptions({ email })
        if (!stored) throw error
        return new StepResponse<Signup, SignupUndo>({ id: stored.id, sendConfirmation: false }, null)
      }
    }
    if (existing.status === "subscribed") return new StepResponse<Signup, SignupUndo>({ id: existing.id, sendConfirmation: false }, null)
    const requestLapsed =
      existing.status !== "pending" ||
      !existing.requested_at ||
      now.getTime() - new Date(existing.requested_at).getTime() > SHOP_LINKS["newsletter-confirmation"].validMs
    const confirmationDue =
      !existing.confirmation_sent_at || now.getTime() - new Date(existing.confirmation_sent_at).getTime() >= RESEND_AFTER_MS
    if (!requestLapsed && !confirmationDue) return new StepResponse<Signup, SignupUndo>({ id: existing.id, sendConfirmation: false }, null)
    const before: SignupState = {
      status: existing.status,
      requested_at: existing.requested_at,
      request_ip: existing.request_ip,
      request_source: existing.request_source,
      confirmation_sent_at: existing.confirmation_sent_at,
    }
    await newsletter.updateNewsletterSubscriptions({
      id: existing.id,
      ...(requestLapsed ? { status: "pending" as const, ...request } : {}),
      confirmation_sent_at: now,
    })
    return new StepResponse<Signup, SignupUndo>({ id: existing.id, sendConfirmation: true }, { id: existing.id, before })
  },
  async (undo, { container }) => {
    if (!undo) return
    const newsletter: NewsletterModuleService = container.resolve(NEWSLETTER_MODULE)
    if ("created" in undo) await newsletter.deleteNewsletterSubscriptions(undo.id)
    else await newsletter.updateNewsletterSubscriptions({ id: undo.id, ...undo.before })
  },
)
