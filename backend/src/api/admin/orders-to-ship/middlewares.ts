import { validateAndTransformBody, validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { AdminFulfilOrders, AdminOrdersToShipList, AdminPackingSlipsQuery } from "./validators"

export const adminOrdersToShipRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/admin/orders-to-ship",
    middlewares: [validateAndTransformQuery(AdminOrdersToShipList, { defaults: ["id"], isList: true })],
  },
  { method: ["POST"], matcher: "/admin/orders-to-ship/fulfil", middlewares: [validateAndTransformBody(AdminFulfilOrders)] },
  {
    method: ["GET"],
    matcher: "/admin/packing-slips",
    middlewares: [validateAndTransformQuery(AdminPackingSlipsQuery, { defaults: ["id"] })],
  },
]
