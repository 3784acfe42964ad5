import type Medusa from "@medusajs/js-sdk"
import type { HttpTypes } from "@medusajs/types"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { DEFAULT_CART_COUNTRY } from "~/lib/constants"
import { browserStore } from "~/lib/medusa.client"
import { useStoreConnection, type StoreConnection } from "~/lib/store-connection"
import { readCartId, useCartId, writeCartId } from "./cart-id"

export type Cart = HttpTypes.StoreCart
export type CartLine = HttpTypes.StoreCartLineItem
export type LineToAdd = { variantId: string; quantity: number }

const cartKey = (cartId: string | null) => ["cart", cartId] as const

export function cartItemCount(cart: Cart | null | undefined): number {
  return cart?.items?.reduce((count, line) => count + line.quantity, 0) ?? 0
}

/** The shopper's Medusa cart; null when there is none yet. */
export function useCart() {
  const connection = useStoreConnection()
  const cartId = useCartId()
  return useQuery({
    queryKey: cartKey(cartId),
    queryFn: async (): Promise<Cart | null> => {
      if (!connection || !cartId) return null
      const sdk = await browserStore(connection)
      try {
        // The shipping method's name is not among Medusa's default cart fields.
        const { cart } = await sdk.store.cart.retrieve(cartId, { fields: "+shipping_methods.name" })
        // A completed cart has become an order: start a new one.
        if (cart.completed_at) {
          writeCartId(null)
          return null
        }
        return cart
      } catch (error) {
        if ((error as { status?: number }).status === 404) {
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

/** Runs a change on the cart and stores the updated cart in the query cache. */
function useCartMutation<Input>(change: (sdk: Medusa, connection: StoreConnection, input: Input) => Promise<Cart>) {
  const connection = useStoreConnection()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: Input) => {
      if (!connection) throw new Error("The shop is not reachable")
      const sdk = await browserStore(connection)
      return change(sdk, connection, input)
    },
    onSuccess: (cart) => queryClient.setQueryData(cartKey(cart.id), cart),
  })
}

export function useAddToCart() {
  return useCartMutation(async (sdk, connection, lines: LineToAdd[]) => {
    let cart = await currentOrNewCart(sdk, connection)
    for (const line of lines) {
      cart = (await sdk.store.cart.createLineItem(cart.id, { variant_id: line.variantId, quantity: line.quantity })).cart
    }
    return refreshShipping(sdk, cart)
  })
}

export function useUpdateLineQuantity() {
  return useCartMutation(async (sdk, _connection, input: { cartId: string; lineId: string; quantity: number }) => {
    const { cart } = await sdk.store.cart.updateLineItem(input.cartId, input.lineId, { quantity: input.quantity })
    return refreshShipping(sdk, cart)
  })
}

export function useRemoveLine() {
  return useCartMutation(async (sdk, _connection, input: { cartId: string; lineId: string }) => {
    const { parent } = await sdk.store.cart.deleteLineItem(input.cartId, input.lineId)
    if (!parent) throw new Error("The cart was not returned")
    return refreshShipping(sdk, parent)
  })
}

let creating: Promise<Cart> | null = null

async function currentOrNewCart(sdk: Medusa, connection: StoreConnection): Promise<Cart> {
  const cartId = readCartId()
  if (cartId) {
    try {
      const { cart } = await sdk.store.cart.retrieve(cartId)
      if (!cart.completed_at) return cart
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error
    }
  }
  // Two quick clicks must not create two carts.
  creating ??= sdk.store.cart
    .create({ region_id: connection.regionId, shipping_address: { country_code: DEFAULT_CART_COUNTRY } })
    .then(({ cart }) => {
      writeCartId(cart.id)
      return cart
    })
    .finally(() => {
      creating = null
    })
  return creating
}

/**
 * Medusa prices the shipping method when it is added to the cart, so it is (re)added after every
 * change of the items: the free-shipping threshold is a price rule on the cart's item total.
 */
async function refreshShipping(sdk: Medusa, cart: Cart): Promise<Cart> {
  if (!cart.items?.length) return cart
  const { shipping_options } = await sdk.store.fulfillment.listCartOptions({ cart_id: cart.id })
  const option = shipping_options[0]
  if (!option) return cart
  return (await sdk.store.cart.addShippingMethod(cart.id, { option_id: option.id })).cart
}
