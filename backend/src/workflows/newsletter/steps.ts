import crypto from "node:crypto"
import type { InferTypeOf } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { NEWSLETTER_MODULE } from "../../modules/newsletter"
import type NewsletterModuleService from "../../modules/newsletter/service"
import type { NewsletterSubscription } from "../../modules/newsletter/models/newsletter-subscription"
import { CONFIRMATION_LINK_MESSAGES, CONFIRMATION_LINK_VALID_MS } from "../../lib/newsletter-confirmation-token"
import { DISCOUNT_PERCENT, NEWSLETTER_CONFIRMATION } from "../../lib/shop-constants"

const newsletterService = (container: { resolve: (key: string) => unknown }) =>
  container.resolve(NEWSLETTER_MODULE) as NewsletterModuleService

const MINUTE_MS = 60 * 1000
const RESEND_AFTER_MS = NEWSLETTER_CONFIRMATION.resendAfterMinutes * MINUTE_MS

export type SignupRequest = { email: string; ip: string; source: string }
type Subscription = InferTypeOf<typeof NewsletterSubscription>
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
    const newsletter = newsletterService(container)
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
      existing.status !== "pending" || !existing.requested_at || now.getTime() - new Date(existing.requested_at).getTime() > CONFIRMATION_LINK_VALID_MS
    const confirmationDue = !existing.confirmation_sent_at || now.getTime() - new Date(existing.confirmation_sent_at).getTime() >= RESEND_AFTER_MS
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
    const newsletter = newsletterService(container)
    if ("created" in undo) await newsletter.deleteNewsletterSubscriptions(undo.id)
    else await newsletter.updateNewsletterSubscriptions({ id: undo.id, ...undo.before })
  }
)

/** The address and send time of the confirmation email that is due. */
export const loadConfirmationLinkStep = createStep("load-newsletter-confirmation-link", async ({ id }: { id: string }, { container }) => {
  const subscription = await newsletterService(container).retrieveNewsletterSubscription(id)
  return new StepResponse({
    email: subscription.email,
    pending: subscription.status === "pending" && Boolean(subscription.confirmation_sent_at),
    issuedAt: new Date(subscription.confirmation_sent_at ?? 0),
  })
})

type Confirmation = { id: string; confirmed: boolean }
type ConfirmationUndo = { id: string; before: Pick<Subscription, "status" | "confirmed_at" | "confirmation_ip" | "unsubscribed_at"> } | null

const refuseLink = () => new MedusaError(MedusaError.Types.INVALID_DATA, CONFIRMATION_LINK_MESSAGES.invalid)

/**
 * The confirmation of a sign-up: the address's consent, with its time and client address. Only a
 * link issued for the pending request counts: one from before an unsubscribe does not subscribe
 * again. A link of an address already subscribed answers as a success and changes nothing.
 */
export const confirmNewsletterSubscriptionStep = createStep(
  "confirm-newsletter-subscription",
  async ({ email, issuedAt, ip }: { email: string; issuedAt: Date; ip: string }, { container }) => {
    const newsletter = newsletterService(container)
    const [subscription] = await newsletter.listNewsletterSubscriptions({ email })
    if (!subscription) throw refuseLink()
    if (subscription.status === "subscribed") return new StepResponse<Confirmation, ConfirmationUndo>({ id: subscription.id, confirmed: false }, null)
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
    if (undo) await newsletterService(container).updateNewsletterSubscriptions({ id: undo.id, ...undo.before })
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
  if (subscription && subscription.status !== "unsubscribed") {
    await newsletter.updateNewsletterSubscriptions({ id: subscription.id, status: "unsubscribed", unsubscribed_at: new Date() })
  }
  return new StepResponse(undefined)
})
