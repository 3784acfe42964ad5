import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { AdminNewestFirstList, NEWSLETTER_SUBSCRIPTION_FIELDS } from "../validators"

export const adminNewsletterSubscriptionRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/admin/newsletter-subscriptions",
    middlewares: [validateAndTransformQuery(AdminNewestFirstList, { defaults: NEWSLETTER_SUBSCRIPTION_FIELDS, isList: true })],
  },
]
