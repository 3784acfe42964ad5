import { lineTitle, totalsOf } from "order-summary"
import { addressLines } from "order-summary/addresses"
import type { OrderLinkAnswer, OrderPageAnswer } from "order-summary/store-api"
import { serverRequest } from "~/lib/medusa.server"
import { StoreApiError } from "~/lib/store-client"
import type { OrderPage, OrderView } from "./types"

/** The view of an order page answer. */
export function orderViewOf(order: OrderPage): OrderView {
  return {
    displayId: order.display_id,
    lines: order.items.map((item) => ({
      id: item.id,
      name: lineTitle(item),
      quantity: item.quantity,
      originalTotal: item.original_total,
      total: item.total,
      withdrawn: item.withdrawn,
      isSubscription: item.is_subscription,
    })),
    totals: totalsOf(order),
    status: order.status,
    placedAt: order.created_at,
    // written as the country writes it, as the e-mails and invoices write it ("New York, NY 10118")
    addressLines: addressLines(order.shipping_address),
    refundedTotal: order.refunded_total,
    withdrawalPath: order.withdrawal_token ? `/withdrawal?token=${encodeURIComponent(order.withdrawal_token)}` : null,
  }
}

/** The order of a signed order link; null for a link the backend refuses (forged, expired). */
export async function loadOrderPage(token: string): Promise<OrderPage | null> {
  try {
    const { order } = await serverRequest<OrderPageAnswer>("/store/order-page", { query: { token } })
    return order
  } catch (error) {
    if (error instanceof StoreApiError && (error.status === 404 || error.status === 400)) return null
    throw error
  }
}

/** The signed order link of the order a cart became (whoever holds the cart is the buyer); null when it cannot load. */
export async function loadOrderLinkOfCart(cartId: string): Promise<string | null> {
  try {
    const { order_link } = await serverRequest<OrderLinkAnswer>(`/store/carts/${encodeURIComponent(cartId)}/order-link`)
    return order_link.token
  } catch (error) {
    console.error("Failed to load the order link:", error instanceof Error ? error.message : error)
    return null
  }
}
