import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { PriceReferencesQuery } from "./validators"

export const storePriceReferenceRoutesMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/store/price-references", middlewares: [validateAndTransformQuery(PriceReferencesQuery, {})] },
]
