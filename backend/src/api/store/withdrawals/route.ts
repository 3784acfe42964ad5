import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { withdrawFromOrderWorkflow } from "../../../workflows/withdrawal/withdraw-from-order"
import type { CreateWithdrawal } from "./validators"

/** Step 2 of the withdrawal function: the consumer's confirmed statement. */
export async function POST(req: MedusaRequest<CreateWithdrawal>, res: MedusaResponse) {
  const { result } = await withdrawFromOrderWorkflow(req.scope).run({ input: req.validatedBody })
  res.status(201).json({ withdrawal: result })
}
