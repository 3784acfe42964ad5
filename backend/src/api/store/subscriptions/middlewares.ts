import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { rateLimit } from "../../../lib/rate-limit"
import { FORM_BODY_LIMIT, validateForm } from "../../form-middlewares"
import { ManagedSubscriptionQuery, ManageSubscriptionSchema } from "./validators"

/**
 * The shopper's subscription page, reached by the signed link of a subscription e-mail: reading it
 * 20 times and changing it 10 times a minute per client, so links cannot be guessed through it.
 */
export const subscriptionMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/store/subscriptions/manage",
    middlewares: [rateLimit({ name: "subscription-reads", limit: 20, windowMs: 60_000 }), validateAndTransformQuery(ManagedSubscriptionQuery, {})],
  },
  {
    method: ["POST"],
    matcher: "/store/subscriptions/manage",
    bodyParser: { sizeLimit: FORM_BODY_LIMIT },
    middlewares: [rateLimit({ name: "subscription-changes", limit: 10, windowMs: 60_000 }), validateForm(ManageSubscriptionSchema)],
  },
]
