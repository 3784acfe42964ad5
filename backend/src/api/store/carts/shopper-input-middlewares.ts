import type { MiddlewareRoute } from "@medusajs/framework/http"
import { checkShippingAddress } from "./address-rules"
import { keepSubscriptionMark, recordSubscriptionLines } from "./subscription-lines"

/**
 * What a shopper puts in a cart, where the input itself must change: the shipping address as its
 * country writes addresses (its postal code and subdivision rewritten), and each line added marked
 * with whether it is bought as a subscription (subscription-lines.ts). A validate hook cannot change
 * a workflow's input, so these stay middlewares; the cart's rules (line limit, stock) are the cart
 * workflows' hooks (workflows/hooks/). Registered after storeCartRoutesMiddlewares.
 */
export const storeCartShopperInputMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/store/carts", middlewares: [checkShippingAddress, recordSubscriptionLines] },
  { method: ["POST"], matcher: "/store/carts/:id", middlewares: [checkShippingAddress] },
  { method: ["POST"], matcher: "/store/carts/:id/line-items", middlewares: [recordSubscriptionLines] },
  { method: ["POST"], matcher: "/store/carts/:id/line-items/:line_id", middlewares: [keepSubscriptionMark] },
]
