import { validateAndTransformBody, validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { AdminReviewList, ModerateReviewSchema, REVIEW_FIELDS } from "../validators"

export const adminReviewRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/admin/reviews",
    middlewares: [validateAndTransformQuery(AdminReviewList, { defaults: REVIEW_FIELDS, isList: true })],
  },
  { method: ["POST"], matcher: "/admin/reviews/:id", middlewares: [validateAndTransformBody(ModerateReviewSchema)] },
]
