import type { HttpTypes } from "@medusajs/types"
import { useQuery } from "@tanstack/react-query"
import { CART_FIELDS, cartQueryKeys, type Cart } from "./cart"
import { useCartId, writeCartId } from "./cart-id"
import { StoreApiError, storeRequest } from "./store-client"
import { useStoreConnection, type StoreConnection } from "./store-connection"

/** Reading the shopper's cart: the one of the cart cookie, while it is open. */

/** No such cart, or one that has become an order (the backend answers both alike). */
export const isCartGone = (error: unknown) => error instanceof StoreApiError && error.status === 404

export const retrieveCart = (connection: StoreConnection, cartId: string) =>
  storeRequest<HttpTypes.StoreCartResponse>(connection, `/store/carts/${cartId}`, { query: CART_FIELDS })

/** The shopper's Medusa cart; null when there is none yet. */
export function useCart() {
  const connection = useStoreConnection()
  const cartId = useCartId()
  return useQuery({
    queryKey: cartQueryKeys.cart(cartId),
    queryFn: async (): Promise<Cart | null> => {
      if (!connection || !cartId) return null
      try {
        const { cart } = await retrieveCart(connection, cartId)
        // A completed cart has become an order: start a new one.
        if (cart.completed_at) {
          writeCartId(null)
          return null
        }
        return cart
      } catch (error) {
        if (isCartGone(error)) {
          writeCartId(null)
          return null
        }
        throw error
      }
    },
    enabled: connection !== null && cartId !== null,
    staleTime: 30_000,
  })
}
