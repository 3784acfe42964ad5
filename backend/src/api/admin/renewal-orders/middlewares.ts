import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { AdminNewestFirstList } from "../validators"

export const adminRenewalOrderRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/admin/renewal-orders",
    middlewares: [validateAndTransformQuery(AdminNewestFirstList, { defaults: ["id"], isList: true })],
  },
]
