import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { WITHDRAWAL_MODULE } from "../../../modules/withdrawal"
import type WithdrawalModuleService from "../../../modules/withdrawal/service"

/** The withdrawal statements received for an order, oldest first. */
export const listOrderWithdrawalsStep = createStep("list-order-withdrawals", async ({ order_id }: { order_id: string }, { container }) => {
  const withdrawals: WithdrawalModuleService = container.resolve(WITHDRAWAL_MODULE)
  return new StepResponse(await withdrawals.listWithdrawals({ order_id }, { order: { received_at: "ASC" } }))
})
