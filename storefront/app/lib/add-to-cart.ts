import { useMutationState, type Mutation, type QueryClient } from "@tanstack/react-query"
import { cartItemCount, cartQueryKeys, type Cart, type LineToAdd } from "./cart"
import { readCartId, writeCartId } from "./cart-id"
import { postLineChange, useCartMutation } from "./cart-mutation"
import { isCartGone, useCart } from "./cart-reading"
import { withShippingMethod } from "./cart-shipping"
import { DEFAULT_CART_COUNTRY } from "./constants"
import type { StoreConnection } from "./store-connection"

/** Adding to the cart: to the cart of the cookie, or to a new one with its shipping method; the header counts the lines on their way. */

const ADDING = [...cartQueryKeys.all, "add"] as const

async function addLinesTo(connection: StoreConnection, queryClient: QueryClient, cartId: string, lines: LineToAdd[]): Promise<Cart> {
  let cart = queryClient.getQueryData<Cart | null>(cartQueryKeys.cart(cartId)) ?? undefined
  for (const line of lines) {
    // a refusal for stock says how many the cart holds already, as the server counts them
    const inCart = (cart?.items ?? []).filter((item) => item.variant_id === line.variantId).reduce((sum, item) => sum + item.quantity, 0)
    cart = await postLineChange(
      connection,
      `/store/carts/${cartId}/line-items`,
      { variant_id: line.variantId, quantity: line.quantity },
      { variantId: line.variantId, inCart },
    )
  }
  if (!cart) throw new Error("Nothing to add")
  return cart
}

/**
 * Adds lines to the shopper's cart: one request per line to the cart of the cookie, which is not
 * read first. Without a cart (or when it is gone, or has become an order, which the backend answers
 * alike) one request makes a new cart with the lines and its shipping method. The header counts the
 * lines on their way at once (useCartItemCount).
 */
export function useAddToCart() {
  return useCartMutation(
    async (connection, lines: LineToAdd[], queryClient) => {
      const cartId = readCartId()
      if (cartId) {
        try {
          return await withShippingMethod(connection, await addLinesTo(connection, queryClient, cartId, lines))
        } catch (error) {
          if (!isCartGone(error)) throw error
        }
      }
      return newCartWith(connection, queryClient, lines)
    },
    { mutationKey: ADDING },
  )
}

/**
 * The header's count: the cart's items and the ones on their way to it (TanStack Query's
 * optimistic update through the UI), so a click on "Add to Cart" shows before the server answers,
 * and a refused add takes its items back off.
 */
export function useCartItemCount(): number {
  const { data: cart } = useCart()
  const adding = useMutationState<LineToAdd[] | undefined, Mutation<Cart, Error, LineToAdd[], unknown>>({
    filters: { mutationKey: ADDING, status: "pending" },
    select: (mutation) => mutation.state.variables,
  })
  return cartItemCount(cart) + adding.flatMap((lines) => lines ?? []).reduce((count, line) => count + line.quantity, 0)
}

let creating: Promise<Cart> | null = null

/**
 * A new cart in the shop's region with the lines and a shipping method (the shop's
 * POST /store/carts-with-shipping), its id in the cookie; put in the query cache first, so the
 * screens do not read back the cart they were just given. Two quick clicks make one cart: the second
 * adds its lines to the cart the first is making.
 */
async function newCartWith(connection: StoreConnection, queryClient: QueryClient, lines: LineToAdd[]): Promise<Cart> {
  const pending = creating && (await creating.catch(() => null))
  if (pending) return withShippingMethod(connection, await addLinesTo(connection, queryClient, pending.id, lines))
  creating = postLineChange(
    connection,
    "/store/carts-with-shipping",
    {
      region_id: connection.regionId,
      shipping_address: { country_code: DEFAULT_CART_COUNTRY },
      items: lines.map((line) => ({ variant_id: line.variantId, quantity: line.quantity })),
    },
    // one line short of stock is named; of several, the refusal does not say which
    lines.length === 1 ? { variantId: lines[0]!.variantId, inCart: 0 } : undefined,
  )
    .then((cart) => {
      queryClient.setQueryData(cartQueryKeys.cart(cart.id), cart)
      writeCartId(cart.id)
      return cart
    })
    .finally(() => {
      creating = null
    })
  return creating
}
