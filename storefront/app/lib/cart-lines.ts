import type { HttpTypes } from "@medusajs/types"
import { CART_FIELDS, cartQueryKeys, type Cart, type CartLine } from "./cart"
import { postLineChange, useCartMutation } from "./cart-mutation"
import { storeRequest } from "./store-client"

/** Changing a line of the cart: its quantity, or the line taken off. The cart shows the change at once. */

/** The line's quantity and totals as they will be, before the server has priced them. */
function withLineQuantity(line: CartLine, quantity: number): CartLine {
  const scale = (amount: number | undefined) => (amount === undefined ? amount : (amount / line.quantity) * quantity)
  return { ...line, quantity, total: scale(line.total), original_total: scale(line.original_total) }
}

export function useUpdateLineQuantity() {
  return useCartMutation(
    (connection, input: { cartId: string; lineId: string; quantity: number }, queryClient) => {
      const variantId = queryClient
        .getQueryData<Cart | null>(cartQueryKeys.cart(input.cartId))
        ?.items?.find((line) => line.id === input.lineId)?.variant_id
      // a line's new quantity is refused without what the cart holds besides (as the server says it)
      return postLineChange(
        connection,
        `/store/carts/${input.cartId}/line-items/${input.lineId}`,
        { quantity: input.quantity },
        variantId ? { variantId, inCart: 0 } : undefined,
      )
    },
    {
      optimistic: (cart, input) => ({
        ...cart,
        items: cart.items?.map((line) => (line.id === input.lineId ? withLineQuantity(line, input.quantity) : line)),
      }),
    },
  )
}

export function useRemoveLine() {
  return useCartMutation(
    async (connection, input: { cartId: string; lineId: string }) => {
      const { parent } = await storeRequest<HttpTypes.StoreLineItemDeleteResponse>(
        connection,
        `/store/carts/${input.cartId}/line-items/${input.lineId}`,
        { method: "DELETE", query: CART_FIELDS },
      )
      if (!parent) throw new Error("The cart was not returned")
      return parent
    },
    { optimistic: (cart, input) => ({ ...cart, items: cart.items?.filter((line) => line.id !== input.lineId) }) },
  )
}
