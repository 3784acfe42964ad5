import type { MedusaTotals } from "order-summary"
import type { OrderStatus } from "order-summary/status"

/** The order page as the backend answers it (GET /store/order-page): for whoever holds the order's signed link. */
export type OrderPageAnswer = {
  display_id: number
  created_at: string
  email: string
  status: OrderStatus
  total: number
  tax_total: number
  original_item_total: number
  shipping_total: number
  /** what was paid back (euros): a cancellation, a withdrawal, a refund */
  refunded_total: number
  shipping_methods: { name: string; total: number }[]
  items: {
    id: string
    product_title: string
    variant_title: string | null
    quantity: number
    original_total: number
    total: number
    discount_total: number
    adjustments: { code: string | null; amount: number }[]
    /** the buyer withdrew from this line */
    withdrawn: boolean
    /** bought as a monthly subscription */
    is_subscription?: boolean
  }[]
  review_links: { line_item_id: string; product_id: string; product_title: string; token: string }[]
  shipping_address: Record<
    "first_name" | "last_name" | "company" | "address_1" | "address_2" | "postal_code" | "city" | "province" | "country_code",
    string
  >
  withdrawal_token: string | null
}

/** An order as the success page and the order page show it. */
export type OrderView = {
  displayId: number
  lines: {
    id: string
    name: string
    quantity: number
    originalTotal: number
    total: number
    withdrawn?: boolean
    isSubscription?: boolean
  }[]
  totals: MedusaTotals
  /** where the order stands; absent when only the checkout's answer is at hand */
  status?: OrderStatus
  placedAt?: string
  addressLines?: string[]
  /** what was paid back of the order (euros) */
  refundedTotal?: number
  withdrawalPath?: string | null
}

/** The order page's path for a signed order link. */
export const orderPath = (token: string) => `/order?token=${encodeURIComponent(token)}`
