import type { HttpTypes } from "@medusajs/types"
import { useIsMutating, useMutation, useMutationState, useQueryClient, type Mutation, type QueryClient } from "@tanstack/react-query"
import { readCartId, writeCartId } from "./cart-id"
import {
  CART_FIELDS,
  cartItemCount,
  cartQueryKeys,
  cartShippingOptions,
  isCartGone,
  useCart,
  type Cart,
  type CartLine,
  type LineToAdd,
} from "./cart"
import { DEFAULT_CART_COUNTRY } from "./constants"
import { isJsonObject } from "./json"
import { postToStore, StoreApiError, storeAnswer, storeRequest } from "./medusa.client"
import { useStoreConnection, type StoreConnection } from "./store-connection"

/**
 * Every change of the shopper's cart: one Store API request each. Medusa re-prices the cart's
 * shipping method inside its add, update and remove workflows (the free-shipping threshold is a
 * price rule on the item total), so the method is only set when the cart has none: a new cart, or
 * one whose new address the method does not serve (Medusa then drops it).
 */

const ADDING = [...cartQueryKeys.all, "add"] as const

/**
 * A change of the cart the server refused in the shopper's words: too few in stock ("Only 5 of ...
 * left."), worded once, by the backend. Any other failure is ours to word.
 */
export class CartRefusal extends Error {}

/** The line's quantity and totals as they will be, before the server has priced them. */
function withLineQuantity(line: CartLine, quantity: number): CartLine {
  const scale = (amount: number | undefined) => (amount === undefined ? amount : (amount / line.quantity) * quantity)
  return { ...line, quantity, total: scale(line.total), original_total: scale(line.original_total) }
}

/**
 * Runs a change on the cart and stores the updated cart in the query cache. With `optimistic`, the
 * cached cart shows the change at once and settles to the server's cart when it answers, or back to
 * what it was if the change fails (TanStack Query's optimistic updates through the cache).
 */
function useCartMutation<Input>(
  change: (connection: StoreConnection, input: Input, queryClient: QueryClient) => Promise<Cart>,
  {
    optimistic,
    mutationKey = cartQueryKeys.all,
  }: { optimistic?: (cart: Cart, input: Input) => Cart; mutationKey?: readonly string[] } = {},
) {
  const connection = useStoreConnection()
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey,
    mutationFn: async (input: Input) => {
      if (!connection) throw new Error("The shop is not reachable")
      return change(connection, input, queryClient)
    },
    onMutate: async (input: Input) => {
      const key = cartQueryKeys.cart(readCartId())
      const previous = queryClient.getQueryData<Cart | null>(key)
      if (!optimistic || !previous) return { key, previous: undefined }
      // a read on its way would overwrite the change with the cart before it
      await queryClient.cancelQueries({ queryKey: key })
      queryClient.setQueryData(key, optimistic(previous, input))
      return { key, previous }
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(context.key, context.previous)
      // a refused change may meet a cart changed elsewhere (another tab): shown as the server has it
      if (context) void queryClient.invalidateQueries({ queryKey: context.key })
    },
    onSuccess: (cart) => {
      // while another change is on its way, its answer is the newer cart
      if (queryClient.isMutating({ mutationKey: cartQueryKeys.all }) <= 1) queryClient.setQueryData(cartQueryKeys.cart(cart.id), cart)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKeys.lineStock }),
  })
}

/** POSTs a change of the cart's lines; a refusal for stock comes with the server's words. */
async function postLineChange(connection: StoreConnection, path: string, body: unknown): Promise<Cart> {
  const response = await postToStore(connection, `${path}?fields=${encodeURIComponent(CART_FIELDS.fields)}`, body)
  if (response.ok) {
    const { cart } = await storeAnswer<HttpTypes.StoreCartResponse>(response).catch(() => ({ cart: undefined }))
    if (cart) return cart
  } else {
    const refusal: unknown = await response.json().catch(() => ({}))
    if (isJsonObject(refusal) && refusal.code === "insufficient_inventory" && typeof refusal.message === "string" && refusal.message)
      throw new CartRefusal(refusal.message)
  }
  throw new StoreApiError(response.status, `The cart change answered ${response.status}`)
}

async function addLinesTo(connection: StoreConnection, cartId: string, lines: LineToAdd[]): Promise<Cart> {
  let cart: Cart | undefined
  for (const line of lines) {
    cart = await postLineChange(connection, `/store/carts/${cartId}/line-items`, { variant_id: line.variantId, quantity: line.quantity })
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
          return await withShippingMethod(connection, await addLinesTo(connection, cartId, lines))
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

export function useUpdateLineQuantity() {
  return useCartMutation(
    (connection, input: { cartId: string; lineId: string; quantity: number }) =>
      postLineChange(connection, `/store/carts/${input.cartId}/line-items/${input.lineId}`, { quantity: input.quantity }),
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

/** Whether a change of the cart is on its way: the totals wait for the server's prices. */
export function useCartChanging(): boolean {
  return useIsMutating({ mutationKey: cartQueryKeys.all }) > 0
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
  if (pending) return withShippingMethod(connection, await addLinesTo(connection, pending.id, lines))
  creating = postLineChange(connection, "/store/carts-with-shipping", {
    region_id: connection.regionId,
    shipping_address: { country_code: DEFAULT_CART_COUNTRY },
    items: lines.map((line) => ({ variant_id: line.variantId, quantity: line.quantity })),
  })
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

/**
 * Medusa's shipping option put on a cart with items and no shipping method; a cart that has one
 * is answered as it is (Medusa re-priced the method in the change that answered it).
 */
async function withShippingMethod(connection: StoreConnection, cart: Cart): Promise<Cart> {
  if (!cart.items?.length || cart.shipping_methods?.length) return cart
  const { shipping_options } = await cartShippingOptions(connection, cart.id)
  const option = shipping_options[0]
  if (!option) return cart
  return (
    await storeRequest<HttpTypes.StoreCartResponse>(connection, `/store/carts/${cart.id}/shipping-methods`, {
      query: CART_FIELDS,
      body: { option_id: option.id },
    })
  ).cart
}
