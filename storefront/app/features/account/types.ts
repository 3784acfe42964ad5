import type { OrderStatus } from "order-summary/status"

/** What the account can do with a subscription (the same as its e-mails' link). */
export type SubscriptionAction = "skip" | "pause" | "resume" | "cancel"

/** A subscription in the account (the Store API's ManagedSubscription with the holder's address). */
export type AccountSubscription = {
  id: string
  status: "active" | "paused" | "cancelled"
  next_renewal_at: string | null
  lines: { title: string; quantity: number }[]
  delivery_total: number
  email: string
  /** where each delivery goes */
  shipping_address: Partial<Record<keyof Omit<SavedAddress, "id">, string | null>> | null
  /** the region it is priced for: its address stays in one of that region's countries */
  region_id: string
}

/** A saved address (the Store API's account address). */
export type SavedAddress = {
  id: string
  first_name: string | null
  last_name: string | null
  company: string | null
  address_1: string | null
  address_2: string | null
  postal_code: string | null
  city: string | null
  province: string | null
  country_code: string | null
  phone: string | null
}

/** One order of the account: its page's summary and the signed links to it, to withdraw and to review. */
export type AccountOrder = {
  display_id: number
  created_at: string
  total: number
  status: OrderStatus
  items: { id: string; product_title: string; quantity: number }[]
  order_token: string
  withdrawal_token: string | null
  review_links: { line_item_id: string; product_title: string; token: string }[]
}

export type Account = {
  customer: { id: string; email: string; first_name: string | null; last_name: string | null }
  addresses: SavedAddress[]
  orders: AccountOrder[]
  subscriptions: AccountSubscription[]
  newsletter: { status: string; subscribed: boolean }
}
