import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { rateLimit } from "../../../lib/rate-limit"
import { FORM_BODY_LIMIT, validateForm } from "../../form-middlewares"
import { ManagedSubscriptionQuery, ManageSubscriptionSchema } from "./validators"

/**
 * The shopper's subscription page, reached by the signed link of a subscription e-mail: reading it
 * 60 times and changing it 20 times a minute per client (the links are signed; this only stops a
 * client hammering the routes).
 */
export const storeSubscriptionRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/store/subscriptions/manage",
    middlewares: [
      rateLimit({ name: "subscription-reads", limit: 60, windowMs: 60_000 }),
      validateAndTransformQuery(ManagedSubscriptionQuery, {}),
    ],
  },
  {
    method: ["POST"],
    matcher: "/store/subscriptions/manage",
    bodyParser: { sizeLimit: FORM_BODY_LIMIT },
    middlewares: [rateLimit({ name: "subscription-changes", limit: 20, windowMs: 60_000 }), validateForm(ManageSubscriptionSchema)],
  },
]
