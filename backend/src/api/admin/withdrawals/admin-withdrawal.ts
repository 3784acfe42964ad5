import type { InferTypeOf } from "@medusajs/framework/types"
import type { Withdrawal } from "../../../modules/withdrawal/models/withdrawal"

type StoredWithdrawal = InferTypeOf<typeof Withdrawal>
type StatementItem = { line_item_id: string; title: string; quantity: number }

/** A withdrawal as the admin shows it: who, when, which order and items, and the return it made. */
export function adminWithdrawal(withdrawal: StoredWithdrawal) {
  // a JSON column is typed as any record: record-withdrawal stores the statement as { items }
  const statement = withdrawal.statement as { items?: StatementItem[] } | null
  return {
    id: withdrawal.id,
    order_id: withdrawal.order_id,
    order_display_id: withdrawal.order_display_id,
    name: withdrawal.name,
    email: withdrawal.email,
    received_at: new Date(withdrawal.received_at).toISOString(),
    items: (statement?.items ?? []).map((item) => ({ line_item_id: item.line_item_id, title: item.title, quantity: item.quantity })),
    return_id: withdrawal.return_id ?? null,
  }
}
