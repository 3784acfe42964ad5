import {
  allowFields,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
  type MiddlewareRoute,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { localizeProductAnswers } from "./localized-texts"

/**
 * Product filters that Medusa turns into filters on a relation (transformProductParams, the product
 * module's option values) only when they hold a value: given empty (`?category_id=`) they reach the
 * database query as fields the product does not have, which MikroORM refuses with an untyped error
 * (a 500). Refused here as the client's input, with the answer of any value the shop cannot use.
 * Medusa's list route drops an empty `category_id` itself.
 */
const RELATION_FILTERS = ["tag_id", "option_id", "option_value_id"]

function refuseEmpty(names: string[]) {
  return function refuseEmptyRelationFilters(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
    if (names.some((name) => req.query[name] === "")) {
      return next(new MedusaError(MedusaError.Types.INVALID_DATA, "The request holds a value the shop cannot use."))
    }
    next()
  }
}

export const storeProductRoutesMiddlewares: MiddlewareRoute[] = [
  // every product list and product answers with its rating when asked for `+product_rating.*`
  { method: ["GET"], matcher: "/store/products*", middlewares: [allowFields("product_rating", "product_rating.*")] },
  // and with the shop's product texts in the shopper's language
  { method: ["GET"], matcher: "/store/products*", middlewares: [localizeProductAnswers] },
  { method: ["GET"], matcher: "/store/products", middlewares: [refuseEmpty(RELATION_FILTERS)] },
  { method: ["GET"], matcher: "/store/products/:id", middlewares: [refuseEmpty(["category_id", ...RELATION_FILTERS])] },
]
