import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { findWithdrawableOrderWorkflow } from "../../../../workflows/withdrawal/find-withdrawable-order"
import { contractOf, type FindWithdrawableOrder } from "../validators"
import type { WithdrawableOrderAnswer } from "order-summary/store-api"

/** Step 1 of the withdrawal function: the order the consumer identified, with its items. */
export async function POST(req: MedusaRequest<FindWithdrawableOrder>, res: MedusaResponse<WithdrawableOrderAnswer>) {
  const { result } = await findWithdrawableOrderWorkflow(req.scope).run({ input: contractOf(req.validatedBody) })
  res.json({ order: result })
}
