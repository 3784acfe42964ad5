import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { ConsumerOrder, ConsumerOrderLine } from "./consumer-order"
import { alreadyWithdrawn } from "./withdrawal-errors"
import { WITHDRAWAL_MODULE } from "../../../modules/withdrawal"
import type WithdrawalModuleService from "../../../modules/withdrawal/service"

export type WithdrawalStatement = {
  order: ConsumerOrder
  lines: ConsumerOrderLine[]
  name: string
  email: string
}

/**
 * Stores the statement with the time it was received, and claims its lines: the unique line item
 * refuses a second statement for the same items, also one sent at the same moment.
 */
export const recordWithdrawalStep = createStep(
  "record-withdrawal",
  async ({ order, lines, name, email }: WithdrawalStatement, { container }) => {
    const service: WithdrawalModuleService = container.resolve(WITHDRAWAL_MODULE)
    const withdrawal = await service.createWithdrawals({
      order_id: order.id,
      order_display_id: order.display_id,
      name,
      email,
      statement: { items: lines.map((line) => ({ line_item_id: line.id, title: line.title, quantity: line.quantity })) },
      received_at: new Date(),
    })
    try {
      await service.createWithdrawnLines(
        lines.map((line) => ({ withdrawal_id: withdrawal.id, line_item_id: line.id, quantity: line.quantity })),
      )
    } catch (error) {
      await service.deleteWithdrawals(withdrawal.id)
      const claimed = await service.listWithdrawnLines({ line_item_id: lines.map((line) => line.id) }, { select: ["id"] })
      throw claimed.length ? alreadyWithdrawn(order.display_id) : error
    }
    return new StepResponse(withdrawal, withdrawal.id)
  },
  async (withdrawalId, { container }) => {
    if (!withdrawalId) return
    const service: WithdrawalModuleService = container.resolve(WITHDRAWAL_MODULE)
    const lines = await service.listWithdrawnLines({ withdrawal_id: withdrawalId }, { select: ["id"] })
    await service.deleteWithdrawnLines(lines.map((line) => line.id))
    await service.deleteWithdrawals(withdrawalId)
  },
)
