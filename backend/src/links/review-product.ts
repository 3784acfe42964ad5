import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import ReviewModule from "../modules/review"

/** A review's product (review.product_id), for the admin's moderation list. Read-only: no link table. */
export default defineLink({ linkable: ReviewModule.linkable.review, field: "product_id" }, ProductModule.linkable.product, {
  readOnly: true,
})
