import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateAndTransformQuery } from "@medusajs/framework/http"
import { AdminSalesOverviewQuery } from "./validators"

export const adminSalesOverviewRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/sales-overview",
    method: ["GET"],
    middlewares: [validateAndTransformQuery(AdminSalesOverviewQuery, { defaults: ["id"] })],
  },
]
