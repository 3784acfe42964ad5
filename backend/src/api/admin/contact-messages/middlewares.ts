import { validateAndTransformBody, validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { AdminContactMessageList, CONTACT_MESSAGE_FIELDS, SetContactMessageHandledSchema } from "../validators"

export const adminContactMessageRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/admin/contact-messages",
    middlewares: [validateAndTransformQuery(AdminContactMessageList, { defaults: CONTACT_MESSAGE_FIELDS, isList: true })],
  },
  { method: ["POST"], matcher: "/admin/contact-messages/:id", middlewares: [validateAndTransformBody(SetContactMessageHandledSchema)] },
]
