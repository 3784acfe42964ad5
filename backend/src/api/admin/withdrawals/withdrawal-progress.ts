import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { withdrawalRefundDeadline } from "order-summary/rules"

/**
 * Where a withdrawal stands, from its order (never stored, so it cannot go stale):
 * - requested: the return is requested (or, nothing shipped, the order is to be refunded) and no refund made yet;
 * - items_received: the return is received, the refund is still to make;
 * - refunded: refunded, the shipped items not back yet (a refund on proof of sending);
 * - done: refunded, and nothing left to come back.
 */
export type WithdrawalStage = "requested" | "items_received" | "refunded" | "done"

export type WithdrawalProgress = { stage: WithdrawalStage; items_to_return: boolean; refund_due_by: string }

type Withdrawn = { order_id: string; received_at: Date | string; return_id?: string | null }

/** Medusa's return statuses once the items are in. */
const RECEIVED = new Set(["received", "partially_received"])

/**
 * The progress of each withdrawal (by order and time): a refund counts when made at or after the
 * withdrawal was received; a cancelled order was refunded by its cancellation. The refund is due
 * 14 days from the day the withdrawal was received (withdrawalRefundDeadline).
 */
export async function withdrawalProgress(container: MedusaContainer, withdrawals: Withdrawn[]): Promise<WithdrawalProgress[]> {
  if (!withdrawals.length) return []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const orderIds = [...new Set(withdrawals.map((withdrawal) => withdrawal.order_id))]
  const returnIds = withdrawals.flatMap((withdrawal) => (withdrawal.return_id ? [withdrawal.return_id] : []))
  const { data: orders } = await query.graph({
    entity: "order",
    fields: ["id", "status", "payment_collections.payments.refunds.created_at"],
    filters: { id: orderIds },
  })
  const { data: returns } = returnIds.length
    ? await query.graph({ entity: "return", fields: ["id", "status"], filters: { id: returnIds } })
    : { data: [] }
  const returnStatus = new Map<string, string>(returns.map((orderReturn) => [orderReturn.id, String(orderReturn.status)]))
  const orderById = new Map(orders.map((order) => [order.id, order]))
  return withdrawals.map((withdrawal) => {
    const received = new Date(withdrawal.received_at)
    const order = orderById.get(withdrawal.order_id)
    const refundTimes = (order?.payment_collections ?? []).flatMap((collection) =>
      (collection?.payments ?? []).flatMap((payment) =>
        (payment?.refunds ?? []).flatMap((refund) => (refund?.created_at ? [new Date(refund.created_at)] : [])),
      ),
    )
    const refunded = order?.status === "canceled" || refundTimes.some((time) => time.getTime() >= received.getTime())
    const itemsToReturn = Boolean(withdrawal.return_id)
    const itemsBack = !itemsToReturn || RECEIVED.has(returnStatus.get(withdrawal.return_id ?? "") ?? "")
    const stage: WithdrawalStage = refunded
      ? itemsBack
        ? "done"
        : "refunded"
      : itemsToReturn && itemsBack
        ? "items_received"
        : "requested"
    return { stage, items_to_return: itemsToReturn, refund_due_by: withdrawalRefundDeadline(received).toISOString() }
  })
}
