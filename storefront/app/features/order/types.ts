import type { MedusaTotals } from "order-summary"
import type { OrderStatus } from "order-summary/status"

/** The order page as the backend answers it (GET /store/order-page): for whoever holds the order's signed link. */
export type { OrderPage } from "order-summary/store-api"

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
