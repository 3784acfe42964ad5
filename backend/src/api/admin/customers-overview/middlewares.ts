import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { AdminCustomersOverviewQuery } from "./validators"

export const adminCustomersOverviewRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/admin/customers-overview",
    middlewares: [validateAndTransformQuery(AdminCustomersOverviewQuery, { defaults: ["id"] })],
  },
]
