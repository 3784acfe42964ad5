import { allowFields, type MiddlewareRoute } from "@medusajs/framework/http"
import { localizeProductAnswers } from "./localized-texts"

export const storeProductRoutesMiddlewares: MiddlewareRoute[] = [
  // every product list and product answers with its rating when asked for `+product_rating.*`
  { method: ["GET"], matcher: "/store/products*", middlewares: [allowFields("product_rating", "product_rating.*")] },
  // and with the shop's product texts in the shopper's language
  { method: ["GET"], matcher: "/store/products*", middlewares: [localizeProductAnswers] },
]
