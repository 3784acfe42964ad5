import { model } from "@medusajs/framework/utils"

/**
 * The average and count of a product's approved reviews, kept up to date whenever a review is
 * moderated, so a product list reads its ratings in one query instead of averaging per card.
 */
export const ProductRating = model.define("product_rating", {
  id: model.id({ prefix: "prat" }).primaryKey(),
  product_id: model.text().unique(),
  average: model.float(),
  count: model.number(),
})
