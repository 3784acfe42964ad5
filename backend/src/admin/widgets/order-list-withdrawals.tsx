import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { Badge } from "@medusajs/ui"
import { WITHDRAWAL_PERIOD } from "order-summary/rules"
import { formatDate } from "../lib/format-date"
import { OrderListBox, OrderNumberLink } from "../lib/order-list-box"
import { WITHDRAWALS, withdrawalState, type AdminWithdrawal } from "../lib/withdrawals"

const SHOWN = 10

/**
 * Above the order list: the latest withdrawals, each marked by its order's state. Nothing while no
 * buyer has withdrawn.
 */
function OrderListWithdrawalsWidget() {
  return (
    <OrderListBox<AdminWithdrawal, "withdrawals">
      path={WITHDRAWALS}
      listKey="withdrawals"
      shown={SHOWN}
      testId="withdrawn-orders"
      title="Withdrawn orders"
      description={(count) =>
        `Orders whose buyer withdrew from the contract, newest first (${count} in all). Do not ship what is not shipped yet; refund within ${WITHDRAWAL_PERIOD} of the withdrawal (for shipped items you may wait until they are back or the buyer shows they were sent).`
      }
      columns={["Order", "Received", "Customer", "Items", "State", "Refund by"]}
      rowKey={(withdrawal) => withdrawal.id}
      cells={(withdrawal) => {
        const state = withdrawalState(withdrawal, { canceled: withdrawal.order_status === "canceled" })
        return [
          <OrderNumberLink id={withdrawal.order_id} displayId={withdrawal.order_display_id} />,
          formatDate(withdrawal.received_at),
          withdrawal.email,
          withdrawal.items.map((item) => `${item.title} × ${item.quantity}`).join(", "),
          <Badge size="2xsmall" color={state.color}>
            {state.label}
          </Badge>,
          state.refundDue ? formatDate(withdrawal.progress.refund_due_by) : "–",
        ]
      }}
    />
  )
}

// placed above Medusa's list by the shop's default layout of the order list (lib/seed/admin-layout.ts), under this id
export const config = defineWidgetConfig({ zone: "order.list.before", id: "shop-withdrawn-orders" })

export default OrderListWithdrawalsWidget
