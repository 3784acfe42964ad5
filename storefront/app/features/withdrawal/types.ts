/** An order as the withdrawal form shows it: its number and lines, and which are withdrawn already. */
export type WithdrawableOrder = {
  order_number: number
  items: { id: string; title: string; quantity: number; withdrawn: boolean }[]
}

/** The details a signed link from an order confirmation fills in. */
export type WithdrawalInvitation = { name: string; order_number: number; email: string }

/** The shop's answer to a confirmed withdrawal. */
export type ReceivedWithdrawal = {
  id: string
  order_number: number
  received_at: string
  items: { id: string; title: string; quantity: number }[]
  /** the return requested for the items already shipped; null: nothing to send back */
  return_id: string | null
}
