import type { Cart } from "./cart"
import { CART_FIELDS } from "./cart"
import { serverStore } from "./medusa.server"
import { localeHeader } from "./store-connection"

/**
 * The shopper's open cart, read on the server for the page being rendered; null when there is none
 * to show (no such cart, already an order) or the backend did not answer: the browser then reads it
 * itself, as it would without this.
 */
export async function loadOpenCart(cartId: string, locale: string): Promise<Cart | null> {
  try {
    const { sdk } = await serverStore()
    const { cart } = await sdk.store.cart.retrieve(cartId, CART_FIELDS, localeHeader({ locale }))
    return cart.completed_at ? null : cart
  } catch {
    return null
  }
}
