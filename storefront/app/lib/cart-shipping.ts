import type { HttpTypes } from "@medusajs/types"
import { CART_FIELDS, type Cart } from "./cart"
import { storeRequest, type StoreTarget } from "./store-client"

/**
 * The cart's shipping method. Medusa re-prices it inside its add, update and remove workflows (the
 * free-shipping threshold is a price rule on the item total), so it is only set when the cart has
 * none: a new cart, or one whose new address the method does not serve (Medusa then drops it).
 */

/** The shipping options Medusa offers the cart, each priced for it. */
export const cartShippingOptions = (target: StoreTarget, cartId: string) =>
  storeRequest<HttpTypes.StoreShippingOptionListResponse>(target, "/store/shipping-options", { query: { cart_id: cartId } })

/**
 * Medusa's shipping option put on a cart with items and no shipping method; a cart that has one
 * is answered as it is (Medusa re-priced the method in the change that answered it).
 */
export async function withShippingMethod(target: StoreTarget, cart: Cart): Promise<Cart> {
  if (!cart.items?.length || cart.shipping_methods?.length) return cart
  const { shipping_options } = await cartShippingOptions(target, cart.id)
  const option = shipping_options[0]
  if (!option) return cart
  return (
    await storeRequest<HttpTypes.StoreCartResponse>(target, `/store/carts/${cart.id}/shipping-methods`, {
      query: CART_FIELDS,
      body: { option_id: option.id },
    })
  ).cart
}
