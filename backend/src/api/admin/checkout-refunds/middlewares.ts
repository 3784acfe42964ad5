import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { AdminNewestFirstList, CHECKOUT_REFUND_FIELDS } from "../validators"

export const adminCheckoutRefundRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/admin/checkout-refunds",
    middlewares: [validateAndTransformQuery(AdminNewestFirstList, { defaults: CHECKOUT_REFUND_FIELDS, isList: true })],
  },
]
