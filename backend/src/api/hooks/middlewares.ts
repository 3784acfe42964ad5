import type { MiddlewareRoute } from "@medusajs/framework/http"

export const hooksRoutesMiddlewares: MiddlewareRoute[] = [
  // Stripe signs the raw body: the webhook route checks the signature over the bytes it sent
  { method: ["POST"], matcher: "/hooks/stripe", bodyParser: { preserveRawBody: true } },
]
