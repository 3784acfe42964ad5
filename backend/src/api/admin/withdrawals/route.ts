import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { WITHDRAWAL_MODULE } from "../../../modules/withdrawal"
import type WithdrawalModuleService from "../../../modules/withdrawal/service"
import { adminWithdrawal } from "./admin-withdrawal"
import { withdrawalProgress } from "./withdrawal-progress"

/**
 * The withdrawals received, newest first, each with its order's status and where it stands (the
 * refund's deadline with it). Medusa's order list has no column to add, so the order list's
 * Withdrawn orders box reads this.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { skip = 0, take = 50 } = req.queryConfig.pagination ?? {}
  const service: WithdrawalModuleService = req.scope.resolve(WITHDRAWAL_MODULE)
  const [withdrawals, count] = await service.listAndCountWithdrawals({}, { skip, take, order: { received_at: "DESC" } })
  const orderIds = [...new Set(withdrawals.map((withdrawal) => withdrawal.order_id))]
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = orderIds.length
    ? await query.graph({ entity: "order", fields: ["id", "status"], filters: { id: orderIds } })
    : { data: [] }
  const status = new Map(orders.map((order) => [order.id, order.status]))
  const progress = await withdrawalProgress(req.scope, withdrawals)
  res.json({
    withdrawals: withdrawals.map((withdrawal, index) => ({
      ...adminWithdrawal(withdrawal),
      order_status: status.get(withdrawal.order_id) ?? null,
      progress: progress[index],
    })),
    count,
    limit: take,
    offset: skip,
  })
}
