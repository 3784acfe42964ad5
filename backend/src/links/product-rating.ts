import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import ReviewModule from "../modules/review"

/**
 * A product's average rating and review count as a field of the product (`product_rating`), so the
 * Store API's product list answers with every product's rating in the same request. Read-only.
 */
export default defineLink(
  { linkable: ProductModule.linkable.product, field: "id" },
  { ...ReviewModule.linkable.productRating.id, primaryKey: "product_id" },
  { readOnly: true },
)
