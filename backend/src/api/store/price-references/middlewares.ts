import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { PriceReferencesQuery } from "./validators"

export const priceReferenceMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/store/price-references", middlewares: [validateAndTransformQuery(PriceReferencesQuery, {})] },
]
