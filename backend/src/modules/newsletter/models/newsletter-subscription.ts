import type { InferTypeOf } from "@medusajs/framework/types"
import { model } from "@medusajs/framework/utils"

export const NEWSLETTER_STATUSES = ["pending", "subscribed", "unsubscribed"] as const
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number]

/**
 * One address on the newsletter list (stored lower-cased, once), with its personal welcome code.
 * `pending` until the address confirms the link it was sent (double opt-in); the proof of consent is
 * the sign-up (when, from which address and form) and its confirmation (when, from which address).
 */
export const NewsletterSubscription = model
  .define("newsletter_subscription", {
    id: model.id({ prefix: "nlsub" }).primaryKey(),
    email: model.text().unique(),
    status: model.enum([...NEWSLETTER_STATUSES]).default("pending"),
    /** the latest sign-up: the one a pending confirmation is for, or the one that was confirmed */
    requested_at: model.dateTime().nullable(),
    request_ip: model.text().nullable(),
    request_source: model.text().nullable(),
    /** the last confirmation email sent (at most one per few minutes per address) */
    confirmation_sent_at: model.dateTime().nullable(),
    confirmed_at: model.dateTime().nullable(),
    confirmation_ip: model.text().nullable(),
    unsubscribed_at: model.dateTime().nullable(),
    welcome_code: model.text().nullable(),
    welcome_sent_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["created_at"] }, { on: ["status", "requested_at"] }])

/** A stored newsletter subscription, as the module's service returns it. */
export type NewsletterSubscriptionRecord = InferTypeOf<typeof NewsletterSubscription>
