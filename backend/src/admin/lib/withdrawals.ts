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
  /** where it stands, derived from the order (api/admin/withdrawals/withdrawal-progress.ts) */
  progress: { stage: "requested" | "items_received" | "refunded" | "done"; items_to_return: boolean; refund_due_by: string }
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

/**
 * The state of a withdrawal in the seller's words (what is left to do), its badge colour, and
 * whether the refund's legal deadline still matters (not once refunded).
 */
export function withdrawalState({ progress }: Pick<AdminWithdrawal, "progress">, order: { canceled: boolean; to_cancel?: boolean }) {
  if (progress.stage === "done")
    return { label: order.canceled ? "Done: cancelled and refunded" : "Done: refunded", color: "green" as const, refundDue: false }
  if (progress.stage === "refunded") return { label: "Refunded: items not back yet", color: "blue" as const, refundDue: false }
  if (progress.stage === "items_received") return { label: "Items received: refund", color: "red" as const, refundDue: true }
  if (progress.items_to_return) return { label: "Return requested", color: "orange" as const, refundDue: true }
  if (order.to_cancel) return { label: "Not shipped: cancel and refund", color: "red" as const, refundDue: true }
  return { label: "Not shipped: do not ship, refund", color: "red" as const, refundDue: true }
}
