import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { rateLimit } from "../../../lib/rate-limit"
import { FORM_BODY_LIMIT, validateForm } from "../../form-middlewares"
import { CreateReviewSchema, ProductReviewsQuery, ReviewInvitationQuery } from "./validators"

export const storeReviewRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/store/reviews",
    bodyParser: { sizeLimit: FORM_BODY_LIMIT },
    middlewares: [rateLimit({ name: "reviews", limit: 20, windowMs: 60_000 }), validateForm(CreateReviewSchema)],
  },
  { method: ["GET"], matcher: "/store/reviews", middlewares: [validateAndTransformQuery(ProductReviewsQuery, {})] },
  { method: ["GET"], matcher: "/store/reviews/invitation", middlewares: [validateAndTransformQuery(ReviewInvitationQuery, {})] },
]
