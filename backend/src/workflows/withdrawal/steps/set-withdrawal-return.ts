import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { withdrawals } from "./withdrawal-service"

/** Notes on the statement which Medusa return request covers its shipped items. */
export const setWithdrawalReturnStep = createStep(
  "set-withdrawal-return",
  async ({ withdrawal_id, return_id }: { withdrawal_id: string; return_id: string }, { container }) => {
    await withdrawals(container).updateWithdrawals({ id: withdrawal_id, return_id })
    return new StepResponse(return_id, withdrawal_id)
  },
  async (withdrawalId, { container }) => {
    if (withdrawalId) await withdrawals(container).updateWithdrawals({ id: withdrawalId, return_id: null })
  }
)
