import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { AdminNewestFirstList, CONTACT_MESSAGE_FIELDS } from "../validators"

export const adminContactMessageRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/admin/contact-messages",
    middlewares: [validateAndTransformQuery(AdminNewestFirstList, { defaults: CONTACT_MESSAGE_FIELDS, isList: true })],
  },
]
