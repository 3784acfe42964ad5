import { defineLink } from "@medusajs/framework/utils"
import OrderModule from "@medusajs/medusa/order"
import ReviewModule from "../modules/review"

/** The order a review comes from (review.order_id): proof the reviewer bought the product. Read-only. */
export default defineLink({ linkable: ReviewModule.linkable.review, field: "order_id" }, OrderModule.linkable.order, {
  readOnly: true,
})
