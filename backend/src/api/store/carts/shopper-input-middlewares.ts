import type { MiddlewareRoute } from "@medusajs/framework/http"
import { checkShippingAddress } from "./address-rules"
import { NEW_CART_ROUTES } from "./middlewares"
import { refuseMoreThanInStock } from "./stock-guards"
import { keepSubscriptionMark, recordSubscriptionLines } from "./subscription-lines"

/**
 * What a shopper puts in a cart, checked in the shopper's words: the shipping address as its country
 * writes addresses, and quantities within the stock. Registered after storeCartRoutesMiddlewares, so
 * the quantities are whole units within the line limit by then. Each line added records whether it
 * is bought as a subscription (subscription-lines.ts).
 */
export const storeCartShopperInputMiddlewares: MiddlewareRoute[] = [
  ...NEW_CART_ROUTES.map((matcher) => ({
    method: ["POST" as const],
    matcher,
    middlewares: [checkShippingAddress, recordSubscriptionLines],
  })),
  { method: ["POST"], matcher: "/store/carts/:id", middlewares: [checkShippingAddress] },
  { method: ["POST"], matcher: "/store/carts/:id/line-items", middlewares: [refuseMoreThanInStock, recordSubscriptionLines] },
  { method: ["POST"], matcher: "/store/carts/:id/line-items/:line_id", middlewares: [refuseMoreThanInStock, keepSubscriptionMark] },
]
