import { model } from "@medusajs/framework/utils"

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/**
 * A buyer's review of one line of their order. Only approved reviews are shown or counted; the line
 * item is unique, so each order line is reviewed at most once.
 */
export const Review = model
  .define("review", {
    id: model.id({ prefix: "rev" }).primaryKey(),
    rating: model.number(),
    title: model.text(),
    text: model.text(),
    display_name: model.text(),
    status: model.enum([...REVIEW_STATUSES]).default("pending"),
    product_id: model.text(),
    order_id: model.text(),
    line_item_id: model.text().unique(),
  })
  .indexes([{ on: ["product_id", "status", "created_at"] }, { on: ["status", "created_at"] }])
  .checks([{ name: "review_rating_range", expression: (columns) => `${columns.rating} BETWEEN 1 AND 5` }])
