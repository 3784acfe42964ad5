import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { cancelWithdrawnOrderWorkflow } from "../../../../../workflows/withdrawal/cancel-withdrawn-order"

/** The seller cancels and refunds an order withdrawn in full before it was handed to fulfilment. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { result } = await cancelWithdrawnOrderWorkflow(req.scope).run({
    input: { order_id: req.params.id, canceled_by: req.auth_context.actor_id },
  })
  res.json({ order: result })
}
