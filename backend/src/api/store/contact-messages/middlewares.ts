import type { MiddlewareRoute } from "@medusajs/framework/http"
import { rateLimit } from "../../../lib/rate-limit"
import { dropHoneypotPosts, FORM_BODY_LIMIT, validateForm } from "../../form-middlewares"
import { CONTACT_MESSAGE_RECEIVED, CreateContactMessageSchema } from "./validators"

export const storeContactMessageRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/store/contact-messages",
    bodyParser: { sizeLimit: FORM_BODY_LIMIT },
    middlewares: [
      // 5 messages a minute per client
      rateLimit({ name: "contact-messages", limit: 5, windowMs: 60_000 }),
      dropHoneypotPosts({ status: 201, body: CONTACT_MESSAGE_RECEIVED }),
      validateForm(CreateContactMessageSchema),
    ],
  },
]
