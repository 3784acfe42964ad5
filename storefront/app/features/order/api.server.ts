import { lineTitle, totalsOf } from "order-summary"
import { addressLines } from "order-summary/addresses"
import { statusOf } from "~/lib/request-status"
import { serverStore } from "~/lib/medusa.server"
import type { OrderPageAnswer, OrderView } from "./types"

/** The view of an order page answer. */
export function orderViewOf(order: OrderPageAnswer): OrderView {
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
export async function loadOrderPage(token: string): Promise<OrderPageAnswer | null> {
  const { sdk } = await serverStore()
  try {
    const { order } = await sdk.client.fetch<{ order: OrderPageAnswer }>("/store/order-page", { query: { token } })
    return order
  } catch (error) {
    const status = statusOf(error)
    if (status === 404 || status === 400) return null
    throw error
  }
}

/** The signed order link of the order a cart became (whoever holds the cart is the buyer); null when it cannot load. */
export async function loadOrderLinkOfCart(cartId: string): Promise<string | null> {
  try {
    const { sdk } = await serverStore()
    const { order_link } = await sdk.client.fetch<{ order_link: { token: string } }>(
      `/store/carts/${encodeURIComponent(cartId)}/order-link`,
    )
    return order_link.token
  } catch (error) {
    console.error("Failed to load the order link:", error instanceof Error ? error.message : error)
    return null
  }
}
