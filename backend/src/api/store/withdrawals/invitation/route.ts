import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getWithdrawalInvitationWorkflow } from "../../../../workflows/withdrawal/find-withdrawable-order"
import type { WithdrawalInvitationParams } from "../validators"

/** The withdrawal form, opened from the link in an order confirmation, fills itself in. */
export async function GET(req: MedusaRequest<unknown, WithdrawalInvitationParams>, res: MedusaResponse) {
  const { token } = req.validatedQuery
  const { result } = await getWithdrawalInvitationWorkflow(req.scope).run({ input: { token } })
  res.json({ invitation: result })
}
