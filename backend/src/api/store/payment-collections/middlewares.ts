import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { STRIPE_CHECKOUT_PROVIDER_ID } from "../../../lib/payment-providers"
import { requirePaymentCollection } from "../../store-guards"

/**
 * Medusa's own payment-session route passes the browser's `data` to the provider: Stripe Checkout
 * sessions are only started by POST /store/carts/:id/checkout, which builds that data from the cart.
 */
function refuseBrowserBuiltStripeSessions(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = req.body
  if (typeof body === "object" && body !== null && "provider_id" in body && body.provider_id === STRIPE_CHECKOUT_PROVIDER_ID) {
    return next(new MedusaError(MedusaError.Types.INVALID_DATA, "Start Stripe Checkout with POST /store/carts/:id/checkout"))
  }
  next()
}

export const storePaymentCollectionRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/store/payment-collections/:id/payment-sessions",
    middlewares: [requirePaymentCollection, refuseBrowserBuiltStripeSessions],
  },
]
