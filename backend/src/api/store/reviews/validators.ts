import { z } from "@medusajs/framework/zod"
import { formText } from "../form-fields"

export const REVIEW_TOKEN_MISSING = "This review link is incomplete."

const reviewToken = z.string({ error: REVIEW_TOKEN_MISSING }).trim().min(1, REVIEW_TOKEN_MISSING).max(1000)

export const CreateReviewSchema = z.object({
  token: reviewToken,
  rating: z.coerce
    .number({ error: "Choose a rating from 1 to 5 stars" })
    .int("Choose a rating from 1 to 5 stars")
    .min(1, "Choose a rating from 1 to 5 stars")
    .max(5, "Choose a rating from 1 to 5 stars"),
  title: formText({ label: "Title", required: "Title is required", max: 120 }),
  text: formText({ label: "Review", required: "Review is required", max: 5000 }),
  display_name: formText({ label: "Name", required: "Name is required", max: 60 }),
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
