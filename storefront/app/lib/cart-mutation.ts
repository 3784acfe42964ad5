import type { HttpTypes } from "@medusajs/types"
import { useIsMutating, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query"
import { CART_FIELDS, cartQueryKeys, type Cart } from "./cart"
import { readCartId } from "./cart-id"
import { callStore, StoreApiError, type StoreTarget } from "./store-client"
import { INSUFFICIENT_INVENTORY, LOCK_NOT_FREE, stockItem, stockWords, type RefusalWords } from "./refusal-words"
import { useStoreConnection, type StoreConnection } from "./store-connection"

/**
 * How the cart changes: one Store API request each, its answer the cart as it now is
 * (cart-lines.ts, add-to-cart.ts).
 */

/**
 * A change of the cart the server refused for a reason the shopper can act on, worded by its code in
 * the page's language (refusal-words.ts): too few in stock ("Only 5 of ... left."), the cart busy
 * with another change. Any other failure is the screen's to word.
 */
export class CartRefusal extends Error {
  constructor(readonly words: RefusalWords) {
    super(`The cart change was refused: ${words.key}`)
  }
}

/** What a refused line change asked for: the variant and how many of it the cart's other lines hold (said with an add). */
export type LineAsked = { variantId: string; inCart: number }

/** Too few in stock of the variant, named as the Store API names it in the page's language, and how many are left. */
async function stockRefusal(target: StoreTarget, asked: LineAsked | undefined): Promise<RefusalWords> {
  const unknown = { key: "cartRefusal.stockUnknown" }
  if (!asked) return unknown
  // the variant's own fields (its product's title is not among them), then its product's title
  const variant = await callStore<HttpTypes.StoreProductVariantResponse>(target, `/store/product-variants/${asked.variantId}`, {
    query: { fields: "id,title,product_id,+inventory_quantity" },
  }).catch(() => null)
  if (!variant?.ok || !variant.body.variant.product_id) return unknown
  const { title, product_id: productId, inventory_quantity: left } = variant.body.variant
  const product = await callStore<HttpTypes.StoreProductResponse>(target, `/store/products/${productId}`, {
    query: { fields: "id,title" },
  }).catch(() => null)
  if (!product?.ok) return unknown
  return stockWords(stockItem({ product_title: product.body.product.title, variant_title: title }), left ?? 0, asked.inCart)
}

/**
 * Runs a change on the cart and stores the updated cart in the query cache. With `optimistic`, the
 * cached cart shows the change at once and settles to the server's cart when it answers, or back to
 * what it was if the change fails (TanStack Query's optimistic updates through the cache).
 */
export function useCartMutation<Input>(
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

/** Whether a change of the cart is on its way: the totals wait for the server's prices. */
export function useCartChanging(): boolean {
  return useIsMutating({ mutationKey: cartQueryKeys.all }) > 0
}

/**
 * POSTs a change of the cart's lines (`asked`: what it asks for, to name the item when it is short);
 * a refusal for stock, or for a cart busy with another change, is a CartRefusal in the shopper's words.
 */
export async function postLineChange(target: StoreTarget, path: string, body: unknown, asked?: LineAsked): Promise<Cart> {
  const answer = await callStore<HttpTypes.StoreCartResponse>(target, path, { query: CART_FIELDS, body })
  if (!answer.ok) {
    if (answer.code === INSUFFICIENT_INVENTORY) throw new CartRefusal(await stockRefusal(target, asked))
    if (answer.code === LOCK_NOT_FREE) throw new CartRefusal({ key: "cartRefusal.busy" })
    throw new StoreApiError(answer)
  }
  if (!answer.body.cart) throw new Error(`The cart change answered ${answer.status} without a cart`)
  return answer.body.cart
}
