import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateAndTransformQuery } from "@medusajs/framework/http"
import { AdminVatReportQuery } from "./validators"

export const adminVatReportRoutesMiddlewares: MiddlewareRoute[] = [
  { matcher: "/admin/vat-report", method: ["GET"], middlewares: [validateAndTransformQuery(AdminVatReportQuery, { defaults: ["id"] })] },
]
