import { lineTitle, totalsOf } from "order-summary"
import { statusOf } from "~/lib/request-status"
import { serverStore } from "~/lib/medusa.server"
import type { OrderPageAnswer, OrderView } from "./types"

/** The delivery address as lines: name, company, street lines, postal code and city, region, country. */
function addressLines(address: OrderPageAnswer["shipping_address"]) {
  const country = address.country_code ? (new Intl.DisplayNames(["en"], { type: "region" }).of(address.country_code.toUpperCase()) ?? address.country_code) : ""
  return [
    [address.first_name, address.last_name].filter(Boolean).join(" "),
    address.company,
    address.address_1,
    address.address_2,
    [address.postal_code, address.city].filter(Boolean).join(" "),
    address.province,
    country,
  ].filter(Boolean)
}

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
    })),
    totals: totalsOf(order),
    status: order.status,
    placedAt: order.created_at,
    addressLines: addressLines(order.shipping_address),
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
    const { order_link } = await sdk.client.fetch<{ order_link: { token: string } }>(`/store/carts/${encodeURIComponent(cartId)}/order-link`)
    return order_link.token
  } catch (error) {
    console.error("Failed to load the order link:", error instanceof Error ? error.message : error)
    return null
  }
}
