import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { WITHDRAWAL_MODULE } from "../../../../modules/withdrawal"
import type WithdrawalModuleService from "../../../../modules/withdrawal/service"
import { withdrawnOrderState } from "../../../../workflows/withdrawal/steps/read-withdrawn-order"
import { adminWithdrawal } from "../../withdrawals/admin-withdrawal"
import { withdrawalProgress } from "../../withdrawals/withdrawal-progress"

/** An order's withdrawals (none for most orders) and how the order stands: the order page's Withdrawal box. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const service: WithdrawalModuleService = req.scope.resolve(WITHDRAWAL_MODULE)
  const withdrawals = await service.listWithdrawals({ order_id: req.params.id }, { order: { received_at: "ASC" } })
  const progress = await withdrawalProgress(req.scope, withdrawals)
  res.json({
    withdrawals: withdrawals.map((withdrawal, index) => ({ ...adminWithdrawal(withdrawal), progress: progress[index] })),
    order: withdrawals.length ? await withdrawnOrderState(req.scope, req.params.id) : null,
  })
}
