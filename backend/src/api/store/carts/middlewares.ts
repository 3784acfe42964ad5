import { validateAndTransformBody, type MiddlewareRoute } from "@medusajs/framework/http"
import { guardLineQuantityUpdate, guardNewCartQuantities, guardNewLineQuantity } from "../../store-guards"
import { StartCheckoutSchema } from "./[id]/checkout/validators"
import { ApplyPromotionCodeSchema } from "./[id]/promotion-codes/validators"
import { moveCartToRegionOfAddress } from "./region-of-address"

export const storeCartRoutesMiddlewares: MiddlewareRoute[] = [
  // whole quantities only, within the most units of one line
  { method: ["POST"], matcher: "/store/carts", middlewares: [guardNewCartQuantities] },
  { method: ["POST"], matcher: "/store/carts/:id/line-items", middlewares: [guardNewLineQuantity] },
  { method: ["POST"], matcher: "/store/carts/:id/line-items/:line_id", middlewares: [guardLineQuantityUpdate] },
  // a cart's region follows its shipping country, whether the storefront sends the region with the address or not
  { method: ["POST"], matcher: "/store/carts/:id", middlewares: [moveCartToRegionOfAddress] },
  { method: ["POST"], matcher: "/store/carts/:id/checkout", middlewares: [validateAndTransformBody(StartCheckoutSchema)] },
  { method: ["POST"], matcher: "/store/carts/:id/promotion-codes", middlewares: [validateAndTransformBody(ApplyPromotionCodeSchema)] },
]
