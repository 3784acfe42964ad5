import { z } from "@medusajs/framework/zod"
import { createFindParams } from "@medusajs/medusa/api/utils/validators"
import { NEWSLETTER_STATUSES } from "../../modules/newsletter/models/newsletter-subscription"
import { REVIEW_STATUSES } from "../../modules/review/models/review"
import { SUBSCRIPTION_STATUSES } from "../../modules/subscription/models/subscription"
import { searchFilter } from "./list-search"

/** Lists of the admin's contact messages and newsletter subscribers: newest first, paged. */
export const AdminNewestFirstList = createFindParams({ limit: 50, offset: 0, order: "-created_at" })

/** The words the seller searches a list for (`?q=`). */
const search = { q: z.string().trim().max(200, { message: "q must be at most 200 characters" }).optional() }

/** Contact messages: a search in sender, subject and text, and `handled=true|false`. */
export const AdminContactMessageList = AdminNewestFirstList.extend({
  ...search,
  handled: z.enum(["true", "false"], { error: 'handled must be "true" or "false"' }).optional(),
})
export const CONTACT_MESSAGE_SEARCH = ["name", "email", "subject", "message"] as const

/** Marks a contact message handled (`true`) or not. */
export const SetContactMessageHandledSchema = z.object({ handled: z.boolean({ error: "handled must be true or false" }) })

/** Newsletter subscribers: a search in the address, and a status. */
const newsletterFilter = { ...search, status: z.enum(NEWSLETTER_STATUSES).optional() }
export const AdminNewsletterSubscriptionList = AdminNewestFirstList.extend(newsletterFilter)
/** The CSV export of the subscribers the page shows: the same search and status, every page. */
export const AdminNewsletterExport = z.strictObject(newsletterFilter)

/** The filter of the newsletter list and its export: every word in the address, and the status. */
export function newsletterFilters({ q, status }: { q?: string; status?: (typeof NEWSLETTER_STATUSES)[number] }) {
  return { ...searchFilter(q, ["email"]), ...(status ? { status } : {}) }
}

/** Subscriptions: a search in the address, a status, and the order that started one (its first order). */
export const AdminSubscriptionList = AdminNewestFirstList.extend({
  ...search,
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  origin_order_id: z
    .string({ error: "origin_order_id must be an order id" })
    .min(1, "origin_order_id must be an order id")
    .max(100, "origin_order_id must be an order id")
    .optional(),
})

export const CONTACT_MESSAGE_FIELDS = [
  "id",
  "name",
  "email",
  "subject",
  "message",
  "created_at",
  "handled_at",
  "delivered_at",
  "delivery_attempts",
  "delivered_parts",
  "next_attempt_at",
  "last_delivery_error",
]

export const CHECKOUT_REFUND_FIELDS = ["id", "cart_id", "email", "amount", "currency_code", "reason", "stripe_refund_id", "created_at"]

export const NEWSLETTER_SUBSCRIPTION_FIELDS = [
  "id",
  "email",
  "status",
  "created_at",
  "requested_at",
  "request_ip",
  "request_source",
  "confirmation_sent_at",
  "confirmed_at",
  "confirmation_ip",
  "unsubscribed_at",
  "welcome_code",
  "welcome_sent_at",
]

/** The seller's review moderation list: pending reviews unless another status is asked for. */
export const AdminReviewList = AdminNewestFirstList.extend({ ...search, status: z.enum(REVIEW_STATUSES).default("pending") })
export const REVIEW_SEARCH = ["title", "text", "display_name"] as const

export const REVIEW_FIELDS = [
  "id",
  "rating",
  "title",
  "text",
  "display_name",
  "status",
  "created_at",
  "product_id",
  "product.title",
  "product.handle",
  "order_id",
  "order.display_id",
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
