import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { withdrawFromOrderWorkflow } from "../../../workflows/withdrawal/withdraw-from-order"
import { contractOf, type CreateWithdrawal } from "./validators"
import type { ReceivedWithdrawalAnswer } from "order-summary/store-api"

/** Step 2 of the withdrawal function: the consumer's confirmed statement. */
export async function POST(req: MedusaRequest<CreateWithdrawal>, res: MedusaResponse<ReceivedWithdrawalAnswer>) {
  const { name, item_ids } = req.validatedBody
  const { result } = await withdrawFromOrderWorkflow(req.scope).run({ input: { name, item_ids, contract: contractOf(req.validatedBody) } })
  res.status(201).json({ withdrawal: result })
}
