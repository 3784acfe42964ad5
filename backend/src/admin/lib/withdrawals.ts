/** The admin routes of withdrawals: the list, and one order's; the start of their query keys. */
export const WITHDRAWALS = "/admin/withdrawals"
export const WITHDRAWN_ORDERS = "/admin/withdrawn-orders"
/** The dashboard's own query key of orders: reloading it shows the order's new status. */
export const DASHBOARD_ORDERS = "orders"

/** A withdrawal as the admin routes answer it. */
export type AdminWithdrawal = {
  id: string
  order_id: string
  order_display_id: number
  name: string
  email: string
  received_at: string
  items: { line_item_id: string; title: string; quantity: number }[]
  return_id: string | null
  /** in the list only: the order's status (canceled once cancelled) */
  order_status?: string | null
}

/** How a withdrawn order stands (GET /admin/withdrawn-orders/:id). */
export type WithdrawnOrder = {
  order_id: string
  display_id: number
  status: string
  canceled: boolean
  fully_withdrawn: boolean
  fulfilled: boolean
  to_cancel: boolean
}

/** The state of a withdrawal in the seller's words, and its badge colour. */
export function withdrawalState(withdrawal: Pick<AdminWithdrawal, "return_id">, order: { canceled: boolean; to_cancel?: boolean }) {
  if (order.canceled) return { label: "Cancelled and refunded", color: "green" as const }
  if (withdrawal.return_id) return { label: "Return requested", color: "orange" as const }
  if (order.to_cancel) return { label: "Not shipped: cancel and refund", color: "red" as const }
  return { label: "Not shipped: do not ship, refund", color: "red" as const }
}
