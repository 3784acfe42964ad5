import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { settings } from "../../../lib/settings"
import { handleStripeWebhookWorkflow } from "../../../workflows/checkout/handle-stripe-webhook"

/**
 * Stripe's webhook endpoint. Unlike Medusa's generic /hooks/payment/:provider (which answers 200 and
 * checks later), the signature is checked and the event acted on before answering: a bad signature
 * gets a 4xx, an effect that failed a 5xx (Stripe delivers the event again), an event delivered
 * again 200 with `duplicate: true`.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  if (!settings.STRIPE_API_KEY) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Stripe is not configured")
  if (!req.rawBody) throw new MedusaError(MedusaError.Types.INVALID_DATA, "The webhook has no body")
  const { result } = await handleStripeWebhookWorkflow(req.scope).run({
    // as text: workflow input is serialised, and a Buffer would not survive that
    input: { rawBody: Buffer.from(req.rawBody).toString("utf8"), signature: req.get("stripe-signature") ?? "" },
  })
  res.json({ received: true, ...result })
}
