import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { AdminNewestFirstList } from "../validators"

export const adminWithdrawalRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/admin/withdrawals",
    middlewares: [validateAndTransformQuery(AdminNewestFirstList, { defaults: ["id"], isList: true })],
  },
]
