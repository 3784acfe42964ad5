import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { AdminSubscriptionList } from "../validators"

export const adminSubscriptionRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/admin/subscriptions",
    middlewares: [validateAndTransformQuery(AdminSubscriptionList, { defaults: ["id"], isList: true })],
  },
]
