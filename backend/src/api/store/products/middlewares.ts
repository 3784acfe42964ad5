import { allowFields, type MiddlewareRoute } from "@medusajs/framework/http"

export const storeProductRoutesMiddlewares: MiddlewareRoute[] = [
  // every product list and product answers with its rating when asked for `+product_rating.*`
  { method: ["GET"], matcher: "/store/products*", middlewares: [allowFields("product_rating", "product_rating.*")] },
]
