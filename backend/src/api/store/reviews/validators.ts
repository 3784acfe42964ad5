import { z } from "@medusajs/framework/zod"
import { FORM_FIELDS } from "order-summary/forms"
import { formText } from "../form-fields"

const FIELDS = FORM_FIELDS.review

export const REVIEW_TOKEN_MISSING = "This review link is incomplete."

const reviewToken = z.string({ error: REVIEW_TOKEN_MISSING }).trim().min(1, REVIEW_TOKEN_MISSING).max(1000)

export const CreateReviewSchema = z.object({
  token: reviewToken,
  rating: z.coerce
    .number({ error: FIELDS.rating.invalid })
    .int(FIELDS.rating.invalid)
    .min(FIELDS.rating.min, FIELDS.rating.invalid)
    .max(FIELDS.rating.max, FIELDS.rating.invalid),
  title: formText(FIELDS.title),
  text: formText(FIELDS.text),
  display_name: formText(FIELDS.display_name),
})

export type CreateReview = z.infer<typeof CreateReviewSchema>

export const REVIEW_RECEIVED = "Thank you! Your review will appear once it has been checked."

export const ReviewInvitationQuery = z.object({ token: reviewToken })

export type ReviewInvitationParams = z.infer<typeof ReviewInvitationQuery>

export const PRODUCT_REVIEWS_PAGE_SIZE = 10

/** A page of a product's approved reviews, newest first. */
export const ProductReviewsQuery = z.object({
  product_id: z.string({ error: "product_id is required" }).trim().min(1, "product_id is required"),
  limit: z.coerce.number().int().min(1).max(50).default(PRODUCT_REVIEWS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
})

export type ProductReviewsParams = z.infer<typeof ProductReviewsQuery>

/** What a shopper sees of a review: never the order it comes from. */
export const PUBLIC_REVIEW_FIELDS = ["id", "rating", "title", "text", "display_name", "created_at"]
