import type { MiddlewareRoute } from "@medusajs/framework/http"
import { rateLimit } from "../../../lib/rate-limit"
import { dropHoneypotPosts, FORM_BODY_LIMIT, validateForm } from "../../form-middlewares"
import { ConfirmSubscriptionSchema, CreateNewsletterSubscriptionSchema, SIGNUP_RECEIVED, UnsubscribeSchema } from "./validators"

/** Each newsletter route: small JSON bodies, 5 posts a minute per client, then validation. */
const newsletterRateLimit = (name: string) => rateLimit({ name, limit: 5, windowMs: 60_000 })

export const storeNewsletterSubscriptionRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/store/newsletter-subscriptions",
    bodyParser: { sizeLimit: FORM_BODY_LIMIT },
    middlewares: [
      newsletterRateLimit("newsletter-subscriptions"),
      dropHoneypotPosts({ status: 200, body: SIGNUP_RECEIVED }),
      validateForm(CreateNewsletterSubscriptionSchema),
    ],
  },
  {
    method: ["POST"],
    matcher: "/store/newsletter-subscriptions/confirm",
    bodyParser: { sizeLimit: FORM_BODY_LIMIT },
    middlewares: [newsletterRateLimit("newsletter-confirm"), validateForm(ConfirmSubscriptionSchema)],
  },
  {
    method: ["POST"],
    matcher: "/store/newsletter-subscriptions/unsubscribe",
    bodyParser: { sizeLimit: FORM_BODY_LIMIT },
    middlewares: [newsletterRateLimit("newsletter-unsubscribe"), validateForm(UnsubscribeSchema)],
  },
]
