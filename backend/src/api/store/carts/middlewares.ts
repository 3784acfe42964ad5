import { validateAndTransformBody, type MiddlewareRoute } from "@medusajs/framework/http"
import { guardLineQuantityUpdate, guardNewCartQuantities, guardNewLineQuantity } from "../../store-guards"
import { StartCheckoutSchema } from "./[id]/checkout/validators"
import { ApplyPromotionCodeSchema } from "./[id]/promotion-codes/validators"
import { moveCartToRegionOfAddress } from "./region-of-address"
import { hideCompletedCart } from "./completed-cart"
import { setCartLocale } from "./cart-locale"

export const storeCartRoutesMiddlewares: MiddlewareRoute[] = [
  // an order's cart tells nothing of the order to whoever has its id
  { method: ["GET"], matcher: "/store/carts/:id", middlewares: [hideCompletedCart] },
  // nor can a line be added to it: the storefront adds to the cart of its cookie without reading
  // it first, and starts a new cart on a 404
  { method: ["POST"], matcher: "/store/carts/:id/line-items", middlewares: [hideCompletedCart] },
  // whole quantities only, within the most units of one line
  { method: ["POST"], matcher: "/store/carts", middlewares: [guardNewCartQuantities] },
  { method: ["POST"], matcher: "/store/carts/:id/line-items", middlewares: [guardNewLineQuantity] },
  { method: ["POST"], matcher: "/store/carts/:id/line-items/:line_id", middlewares: [guardLineQuantityUpdate] },
  // a cart's region follows its shipping country, whether the storefront sends the region with the address or not
  { method: ["POST"], matcher: "/store/carts/:id", middlewares: [moveCartToRegionOfAddress] },
  // the cart's language (its order's e-mails and documents), one of the store's
  { method: ["POST"], matcher: "/store/carts", middlewares: [setCartLocale] },
  { method: ["POST"], matcher: "/store/carts/:id", middlewares: [setCartLocale] },
  { method: ["POST"], matcher: "/store/carts/:id/checkout", middlewares: [validateAndTransformBody(StartCheckoutSchema)] },
  { method: ["POST"], matcher: "/store/carts/:id/promotion-codes", middlewares: [validateAndTransformBody(ApplyPromotionCodeSchema)] },
]
