import { createFindParams } from "@medusajs/medusa/api/utils/validators"

/** Lists of the admin's contact messages and newsletter subscribers: newest first, paged. */
export const AdminNewestFirstList = createFindParams({ limit: 50, offset: 0, order: "-created_at" })

export const CONTACT_MESSAGE_FIELDS = [
  "id", "name", "email", "subject", "message", "created_at",
  "delivered_at", "delivery_attempts", "delivered_parts", "next_attempt_at", "last_delivery_error",
]

export const NEWSLETTER_SUBSCRIPTION_FIELDS = ["id", "email", "created_at", "unsubscribed_at", "welcome_code", "welcome_sent_at"]
