import type { HttpTypes } from "@medusajs/types"
import { CART_FIELDS, type Cart } from "./cart"
import { serverRequest } from "./medusa.server"

/**
 * The shopper's open cart, read on the server for the page being rendered; null when there is none
 * to show (no such cart, already an order) or the backend did not answer: the browser then reads it
 * itself, as it would without this.
 */
export async function loadOpenCart(cartId: string, locale: string): Promise<Cart | null> {
  try {
    const { cart } = await serverRequest<HttpTypes.StoreCartResponse>(`/store/carts/${cartId}`, { query: CART_FIELDS }, locale)
    return cart.completed_at ? null : cart
  } catch {
    return null
  }
}
