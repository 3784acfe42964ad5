import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { WITHDRAWAL_MODULE } from "../../../modules/withdrawal"
import type WithdrawalModuleService from "../../../modules/withdrawal/service"

/** Notes on the statement which Medusa return request covers its shipped items. */
export const setWithdrawalReturnStep = createStep(
  "set-withdrawal-return",
  async ({ withdrawal_id, return_id }: { withdrawal_id: string; return_id: string }, { container }) => {
    const withdrawals: WithdrawalModuleService = container.resolve(WITHDRAWAL_MODULE)
    await withdrawals.updateWithdrawals({ id: withdrawal_id, return_id })
    return new StepResponse(return_id, withdrawal_id)
  },
  async (withdrawalId, { container }) => {
    const withdrawals: WithdrawalModuleService = container.resolve(WITHDRAWAL_MODULE)
    if (withdrawalId) await withdrawals.updateWithdrawals({ id: withdrawalId, return_id: null })
  },
)
