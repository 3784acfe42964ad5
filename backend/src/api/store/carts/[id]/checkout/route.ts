import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { startCheckoutWorkflow } from "../../../../../workflows/checkout/start-checkout"
import type { StartCheckoutBody } from "./validators"
import type { CheckoutStarted } from "order-summary/store-api"

/** Starts paying for the cart: the answer says where the browser goes (Stripe's page) or that it can complete. */
export async function POST(req: MedusaRequest<StartCheckoutBody>, res: MedusaResponse<CheckoutStarted>) {
  const { result } = await startCheckoutWorkflow(req.scope).run({
    input: { cart_id: req.params.id, provider_id: req.validatedBody.provider_id, shown_total: req.validatedBody.shown_total },
  })
  res.json(result)
}
