import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { AdminNewsletterExport, AdminNewsletterSubscriptionList, NEWSLETTER_SUBSCRIPTION_FIELDS } from "../validators"

export const adminNewsletterSubscriptionRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/admin/newsletter-subscriptions",
    middlewares: [validateAndTransformQuery(AdminNewsletterSubscriptionList, { defaults: NEWSLETTER_SUBSCRIPTION_FIELDS, isList: true })],
  },
  {
    method: ["GET"],
    matcher: "/admin/newsletter-subscriptions/export",
    middlewares: [validateAndTransformQuery(AdminNewsletterExport, {})],
  },
]
