import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getWithdrawalInvitationWorkflow } from "../../../../workflows/withdrawal/find-withdrawable-order"
import type { WithdrawalInvitationParams } from "../validators"
import type { WithdrawalInvitationAnswer } from "order-summary/store-api"

/** The withdrawal form, opened from the link in an order confirmation, fills itself in. */
export async function GET(req: MedusaRequest<unknown, WithdrawalInvitationParams>, res: MedusaResponse<WithdrawalInvitationAnswer>) {
  const { token } = req.validatedQuery
  const { result } = await getWithdrawalInvitationWorkflow(req.scope).run({ input: { token } })
  res.json({ invitation: result })
}
