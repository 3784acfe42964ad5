import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { AdminNewestFirstList } from "../validators"

export const adminSubscriptionRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/admin/subscriptions",
    middlewares: [validateAndTransformQuery(AdminNewestFirstList, { defaults: ["id"], isList: true })],
  },
]
