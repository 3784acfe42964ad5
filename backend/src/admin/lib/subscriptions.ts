/** The admin routes of the subscriptions (list, one, cancel); the start of their query keys. */
export const SUBSCRIPTIONS = "/admin/subscriptions"

/** A subscription as the admin API lists it (GET /admin/subscriptions). */
export type AdminSubscription = {
  id: string
  status: "active" | "paused" | "cancelled"
  email: string
  customer_name: string
  created_at: string
  next_renewal_at: string | null
  lines: { title: string; quantity: number; unit_price: number }[]
  orders: { id: string; display_id: number; created_at: string }[]
  payment: "stripe" | "test"
  failed_attempts: number
  /** where each delivery goes (Medusa's address fields) */
  shipping_address: Record<string, string | null> | null
}

/** The admin route of a customer's subscriptions (the customer page's widget). */
export const customerSubscriptionsPath = (customerId: string) => `/admin/customers/${encodeURIComponent(customerId)}/subscriptions`

export const STATUS_LABELS: Record<AdminSubscription["status"], string> = { active: "Active", paused: "Paused", cancelled: "Cancelled" }
export const STATUS_COLORS = { active: "green", paused: "orange", cancelled: "grey" } as const
