import { validateAndTransformBody, type MiddlewareRoute } from "@medusajs/framework/http"
import { StartCheckoutSchema } from "./[id]/checkout/validators"
import { ApplyPromotionCodeSchema } from "./[id]/promotion-codes/validators"
import { moveCartToRegionOfAddress } from "./region-of-address"
import { hideCompletedCart } from "./completed-cart"
import { refuseFractionalQuantities } from "./whole-units"
import { setCartLocale } from "./cart-locale"

/** The routes that create a cart: Medusa's, and the shop's that also puts the shipping method on (carts-with-shipping). */
export const NEW_CART_ROUTES = ["/store/carts", "/store/carts-with-shipping"]

export const storeCartRoutesMiddlewares: MiddlewareRoute[] = [
  // an order's cart tells nothing of the order to whoever has its id
  { method: ["GET"], matcher: "/store/carts/:id", middlewares: [hideCompletedCart] },
  // nor can a line be added to it: the storefront adds to the cart of its cookie without reading
  // it first, and starts a new cart on a 404
  { method: ["POST"], matcher: "/store/carts/:id/line-items", middlewares: [hideCompletedCart] },
  // whole quantities only (the line limit and the stock are rules of the cart workflows' hooks, workflows/hooks/)
  ...NEW_CART_ROUTES.map((matcher) => ({ method: ["POST" as const], matcher, middlewares: [refuseFractionalQuantities] })),
  { method: ["POST"], matcher: "/store/carts/:id/line-items", middlewares: [refuseFractionalQuantities] },
  { method: ["POST"], matcher: "/store/carts/:id/line-items/:line_id", middlewares: [refuseFractionalQuantities] },
  // a cart's region follows its shipping country, whether the storefront sends the region with the address or not
  { method: ["POST"], matcher: "/store/carts/:id", middlewares: [moveCartToRegionOfAddress] },
  // the cart's language (its order's e-mails and documents), one of the store's
  ...NEW_CART_ROUTES.map((matcher) => ({ method: ["POST" as const], matcher, middlewares: [setCartLocale] })),
  { method: ["POST"], matcher: "/store/carts/:id", middlewares: [setCartLocale] },
  { method: ["POST"], matcher: "/store/carts/:id/checkout", middlewares: [validateAndTransformBody(StartCheckoutSchema)] },
  { method: ["POST"], matcher: "/store/carts/:id/promotion-codes", middlewares: [validateAndTransformBody(ApplyPromotionCodeSchema)] },
]
