import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { findWithdrawableOrderWorkflow } from "../../../../workflows/withdrawal/find-withdrawable-order"
import type { FindWithdrawableOrder } from "../validators"

/** Step 1 of the withdrawal function: the order the consumer identified, with its items. */
export async function POST(req: MedusaRequest<FindWithdrawableOrder>, res: MedusaResponse) {
  const { order_number, email } = req.validatedBody
  const { result } = await findWithdrawableOrderWorkflow(req.scope).run({ input: { order_number, email } })
  res.json({ order: result })
}
