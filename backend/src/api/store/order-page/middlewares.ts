import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { answerNotFound } from "../../doors"
import { rateLimit } from "../../../lib/rate-limit"
import { OrderPageQuery } from "./validators"

/**
 * Orders for shoppers: only through the signed link of the order page (60 reads a minute per
 * client; the links are signed, this only stops a client hammering the route). Medusa's
 * `/store/orders/:id` answered a guest order's address to whoever had its id: closed.
 */
export const storeOrderPageRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/store/order-page",
    middlewares: [rateLimit({ name: "order-page-reads", limit: 60, windowMs: 60_000 }), validateAndTransformQuery(OrderPageQuery, {})],
  },
  { matcher: "/store/orders*", middlewares: [answerNotFound] },
]
