import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateAndTransformBody } from "@medusajs/framework/http"
import { AdminSetVatScheme } from "./validators"

export const adminVatSchemeRoutesMiddlewares: MiddlewareRoute[] = [
  { matcher: "/admin/vat-scheme", method: ["POST"], middlewares: [validateAndTransformBody(AdminSetVatScheme)] },
]
