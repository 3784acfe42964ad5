import { z } from "@medusajs/framework/zod"
import { createFindParams } from "@medusajs/medusa/api/utils/validators"
import { REVIEW_STATUSES } from "../../modules/review/models/review"

/** Lists of the admin's contact messages and newsletter subscribers: newest first, paged. */
export const AdminNewestFirstList = createFindParams({ limit: 50, offset: 0, order: "-created_at" })

export const CONTACT_MESSAGE_FIELDS = [
  "id", "name", "email", "subject", "message", "created_at",
  "delivered_at", "delivery_attempts", "delivered_parts", "next_attempt_at", "last_delivery_error",
]

export const CHECKOUT_REFUND_FIELDS = ["id", "cart_id", "email", "amount", "currency_code", "reason", "stripe_refund_id", "created_at"]

export const NEWSLETTER_SUBSCRIPTION_FIELDS = [
  "id", "email", "status", "created_at", "requested_at", "request_ip", "request_source",
  "confirmation_sent_at", "confirmed_at", "confirmation_ip", "unsubscribed_at", "welcome_code", "welcome_sent_at",
]

/** The seller's review moderation list: pending reviews unless another status is asked for. */
export const AdminReviewList = AdminNewestFirstList.extend({ status: z.enum(REVIEW_STATUSES).default("pending") })

export const REVIEW_FIELDS = [
  "id", "rating", "title", "text", "display_name", "status", "created_at",
  "product_id", "product.title", "product.handle", "order_id", "order.display_id",
]

export const ModerateReviewSchema = z.object({
  status: z.enum(["approved", "rejected"], { error: 'status must be "approved" or "rejected"' }),
})

export type ModerateReview = z.infer<typeof ModerateReviewSchema>

/** The seller's subscription switch of a product: `{ subscription: true | false }`. */
export const SetProductSubscriptionSchema = z.strictObject({
  subscription: z.boolean({ error: "subscription must be true or false" }),
})

export type SetProductSubscription = z.infer<typeof SetProductSubscriptionSchema>
