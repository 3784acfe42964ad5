import { validateAndTransformBody, type MiddlewareRoute } from "@medusajs/framework/http"
import { SetProductSubscriptionSchema } from "../validators"

export const adminProductRoutesMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/admin/products/:id/subscription", middlewares: [validateAndTransformBody(SetProductSubscriptionSchema)] },
]
