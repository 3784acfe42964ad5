import type { HttpTypes } from "@medusajs/types"
import { skipToken, useIsMutating, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { createContext, useContext, useSyncExternalStore } from "react"
import { CART_COOKIE, CART_COOKIE_MAX_AGE_S, DEFAULT_CART_COUNTRY } from "./constants"
import { isJsonObject } from "./json"
import { postToStore, StoreApiError, storeAnswer, storeRequest } from "./medusa.client"
import { useStoreConnection, type StoreConnection } from "./store-connection"
import { isSubscriptionMetadata } from "./subscription-terms"

/**
 * The shopper's cart and checkout: every Store API call on the cart, the cart cookie and the query
 * keys, in one place. The cart and checkout screens (and the success page's loader) use only this.
 */

export type Cart = HttpTypes.StoreCart
export type CartLine = HttpTypes.StoreCartLineItem
export type LineToAdd = { variantId: string; quantity: number }
/** The e-mail and shipping address a checkout saves; empty strings for what the shopper left out. */
export type ShippingDetails = {
  email: string
  first_name: string
  last_name: string
  company: string
  address_1: string
  address_2: string
  postal_code: string
  city: string
  /** the state, province or region: lower-case ISO 3166-2 ("us-ny"), where the country's addresses name one */
  province: string
  country_code: string
  phone: string
}

export const cartQueryKeys = {
  all: ["cart"] as const,
  cart: (cartId: string | null) => ["cart", cartId] as const,
  regions: ["regions"] as const,
  lineStock: ["cart", "line-stock"] as const,
  paymentProviders: (regionId: string | undefined) => ["payment-providers", regionId] as const,
  shippingOption: (cartId: string, optionId: string | undefined) => ["shipping-option", cartId, optionId] as const,
}

// Not among Medusa's default cart fields: the shipping method's name, each line's totals (its
// price before discounts and the price paid, VAT included), which the totals and lines show, and
// its product (whose metadata says whether it is a subscription; the Store API allows the product
// whole, *items.product, but silently drops items.product.metadata alone).
export const CART_FIELDS = {
  fields: "+shipping_methods.name,+items.original_total,+items.total,+items.discount_total,*items.product",
}

// ---- The cart cookie: the Medusa cart id, so the cart survives a reload and the server can read it.

const listeners = new Set<() => void>()

/** The cart id in a Cookie header (the browser's document.cookie has the same form). */
export function cartIdFromCookies(cookies: string | null | undefined): string | null {
  const pair = (cookies ?? "").split(/;\s*/).find((entry) => entry.startsWith(`${CART_COOKIE}=`))
  return pair ? decodeURIComponent(pair.slice(CART_COOKIE.length + 1)) || null : null
}

/** The Set-Cookie header that forgets the cart (sent once the cart has become an order). */
export const CLEAR_CART_COOKIE = `${CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`

const readBrowserCartId = () => cartIdFromCookies(document.cookie)

export function readCartId(): string | null {
  return typeof document === "undefined" ? null : readBrowserCartId()
}

/**
 * The cart cookie for a cart id: `Secure` where the shop is served over HTTPS (production), so the
 * cart id never travels over plain HTTP; without it on http://localhost, where a browser would drop it.
 */
export const cartCookie = (id: string, { secure }: { secure: boolean }) =>
  `${CART_COOKIE}=${encodeURIComponent(id)}; Path=/; Max-Age=${CART_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? "; Secure" : ""}`

export function writeCartId(id: string | null): void {
  document.cookie = id ? cartCookie(id, { secure: window.location.protocol === "https:" }) : CLEAR_CART_COOKIE
  listeners.forEach((listener) => listener())
}

/**
 * The id of the cart the server rendered the page with (read from the request's cart cookie, its
 * cart put in the query cache by the root loader), so the server and the browser's first render show
 * the same lines and the page does not shift once the browser reads the cart itself. Null on pages
 * rendered without a cart (the page cache keeps only those).
 */
export const ServerCartIdContext = createContext<string | null>(null)

/** The current cart id: the cookie's; while server rendering and hydrating, the one the server read. */
export function useCartId(): string | null {
  const serverCartId = useContext(ServerCartIdContext)
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    readBrowserCartId,
    () => serverCartId
  )
}

// ---- Reading the cart.

/** A line of a subscription product: delivered and charged every month. */
export function isSubscriptionLine(line: CartLine): boolean {
  return isSubscriptionMetadata(line.product?.metadata)
}

export function cartItemCount(cart: Cart | null | undefined): number {
  return cart?.items?.reduce((count, line) => count + line.quantity, 0) ?? 0
}

const notFound = (error: unknown) => error instanceof StoreApiError && error.status === 404

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
        if (notFound(error)) {
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

// ---- Changing the cart.

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
function useCartMutation<Input>(change: (connection: StoreConnection, input: Input) => Promise<Cart>, optimistic?: (cart: Cart, input: Input) => Cart) {
  const connection = useStoreConnection()
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: cartQueryKeys.all,
    mutationFn: async (input: Input) => {
      if (!connection) throw new Error("The shop is not reachable")
      return change(connection, input)
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
      if (!context?.previous) return
      queryClient.setQueryData(context.key, context.previous)
      void queryClient.invalidateQueries({ queryKey: context.key })
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
    if (isJsonObject(refusal) && refusal.code === "insufficient_inventory" && typeof refusal.message === "string" && refusal.message) throw new CartRefusal(refusal.message)
  }
  throw Object.assign(new Error(`The cart change answered ${response.status}`), { status: response.status })
}

export function useAddToCart() {
  return useCartMutation(async (connection, lines: LineToAdd[]) => {
    let cart = await currentOrNewCart(connection)
    for (const line of lines) {
      cart = await postLineChange(connection, `/store/carts/${cart.id}/line-items`, { variant_id: line.variantId, quantity: line.quantity })
    }
    return refreshShipping(connection, cart)
  })
}

export function useUpdateLineQuantity() {
  return useCartMutation(
    async (connection, input: { cartId: string; lineId: string; quantity: number }) => {
      const cart = await postLineChange(connection, `/store/carts/${input.cartId}/line-items/${input.lineId}`, { quantity: input.quantity })
      return refreshShipping(connection, cart)
    },
    (cart, input) => ({ ...cart, items: cart.items?.map((line) => (line.id === input.lineId ? withLineQuantity(line, input.quantity) : line)) })
  )
}

export function useRemoveLine() {
  return useCartMutation(
    async (connection, input: { cartId: string; lineId: string }) => {
      const { parent } = await storeRequest<HttpTypes.StoreLineItemDeleteResponse>(connection, `/store/carts/${input.cartId}/line-items/${input.lineId}`, { method: "DELETE", query: CART_FIELDS })
      if (!parent) throw new Error("The cart was not returned")
      return refreshShipping(connection, parent)
    },
    (cart, input) => ({ ...cart, items: cart.items?.filter((line) => line.id !== input.lineId) })
  )
}

/** Whether a change of the cart is on its way: the totals wait for the server's prices. */
export function useCartChanging(): boolean {
  return useIsMutating({ mutationKey: cartQueryKeys.all }) > 0
}

/** How many of each of the cart's variants are left, where the shop counts its stock (variant id -> units). */
export function useLineStock(cart: Cart | null | undefined) {
  const connection = useStoreConnection()
  const productIds = [...new Set((cart?.items ?? []).map((line) => line.product_id).filter((id): id is string => Boolean(id)))].sort()
  return useQuery({
    queryKey: [...cartQueryKeys.lineStock, productIds],
    queryFn: connection
      ? async () => {
          const { products } = await storeRequest<HttpTypes.StoreProductListResponse>(connection, "/store/products", {
            query: {
              id: productIds,
              limit: productIds.length,
              fields: "id,variants.id,+variants.inventory_quantity,+variants.manage_inventory,+variants.allow_backorder",
            },
          })
          const left = new Map<string, number>()
          for (const variant of products.flatMap((product) => product.variants ?? [])) {
            if (variant.manage_inventory && !variant.allow_backorder) left.set(variant.id, Math.max(0, variant.inventory_quantity ?? 0))
          }
          return left
        }
      : skipToken,
    enabled: productIds.length > 0,
    staleTime: 10_000,
  })
}

/**
 * Saves email and shipping address (moving the cart to the country's region) and puts Medusa's
 * shipping option on it, priced by Medusa.
 */
export function useSaveShippingDetails() {
  return useCartMutation(async (connection, input: { cartId: string; regionId: string; details: ShippingDetails }) => {
    const { email, ...address } = input.details
    const { cart } = await storeRequest<HttpTypes.StoreCartResponse>(connection, `/store/carts/${input.cartId}`, {
      query: CART_FIELDS,
      body: { region_id: input.regionId, email, shipping_address: address },
    })
    const withShipping = await refreshShipping(connection, cart)
    if (!withShipping.shipping_methods?.length) throw new Error("No shipping option for this country")
    return withShipping
  })
}

/**
 * A promotion code the backend refused (unknown, used up, not for this cart, or a rule of the shop
 * such as a welcome code of another address), with the server's own words for the shopper: the
 * refusal texts are written once, in the backend.
 */
export class PromotionCodeError extends Error {
  constructor(readonly reason: string) {
    super(reason)
  }
}

/** The message of an answer meant for the shopper: a refused code (promotion_code_*) or a shop rule (not_allowed); none for any other. */
function refusalMessage(body: unknown): string | undefined {
  if (!isJsonObject(body) || typeof body.message !== "string" || !body.message) return undefined
  return (typeof body.code === "string" && body.code.startsWith("promotion_code_")) || body.type === "not_allowed" ? body.message : undefined
}

/** Applies a code through the backend, which says why a code cannot be applied. */
export function useApplyPromotionCode() {
  return useCartMutation(async (connection, input: { cartId: string; code: string }) => {
    const response = await postToStore(connection, `/store/carts/${input.cartId}/promotion-codes`, { code: input.code })
    if (!response.ok) {
      const refusal = refusalMessage(await response.json().catch(() => ({})))
      if (refusal) throw new PromotionCodeError(refusal)
      throw new Error(`Promotion code not applied (${response.status})`)
    }
    return (await retrieveCart(connection, input.cartId)).cart
  })
}

export function useRemovePromotionCode() {
  return useCartMutation(async (connection, input: { cartId: string; code: string }) => {
    const { cart } = await storeRequest<HttpTypes.StoreCartResponse>(connection, `/store/carts/${input.cartId}/promotions`, {
      method: "DELETE",
      query: CART_FIELDS,
      body: { promo_codes: [input.code] },
    })
    return cart
  })
}

let creating: Promise<Cart> | null = null

async function currentOrNewCart(connection: StoreConnection): Promise<Cart> {
  const cartId = readCartId()
  if (cartId) {
    try {
      const { cart } = await retrieveCart(connection, cartId)
      if (!cart.completed_at) return cart
    } catch (error) {
      if (!notFound(error)) throw error
    }
  }
  // Two quick clicks must not create two carts.
  creating ??= storeRequest<HttpTypes.StoreCartResponse>(connection, "/store/carts", {
    query: CART_FIELDS,
    body: { region_id: connection.regionId, shipping_address: { country_code: DEFAULT_CART_COUNTRY } },
  })
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
 * change of the items and of the address: the free-shipping threshold is a price rule on the
 * cart's item total.
 */
async function refreshShipping(connection: StoreConnection, cart: Cart): Promise<Cart> {
  if (!cart.items?.length) return cart
  const { shipping_options } = await cartShippingOptions(connection, cart.id)
  const option = shipping_options[0]
  if (!option) return cart
  return (await storeRequest<HttpTypes.StoreCartResponse>(connection, `/store/carts/${cart.id}/shipping-methods`, { query: CART_FIELDS, body: { option_id: option.id } })).cart
}

const retrieveCart = (connection: StoreConnection, cartId: string) =>
  storeRequest<HttpTypes.StoreCartResponse>(connection, `/store/carts/${cartId}`, { query: CART_FIELDS })

const cartShippingOptions = (connection: StoreConnection, cartId: string) =>
  storeRequest<HttpTypes.StoreShippingOptionListResponse>(connection, "/store/shipping-options", { query: { cart_id: cartId } })

// ---- Checkout: regions, the shipping option, payment providers, starting payment.

/** The cart's shipping option as Medusa describes it: its type names the delivery estimate. */
export function useShippingOption(cartId: string, optionId: string | undefined) {
  const connection = useStoreConnection()
  return useQuery({
    queryKey: cartQueryKeys.shippingOption(cartId, optionId),
    queryFn: connection
      ? async () => {
          const { shipping_options } = await cartShippingOptions(connection, cartId)
          return shipping_options.find((option) => option.id === optionId) ?? null
        }
      : skipToken,
    enabled: Boolean(optionId),
    staleTime: 5 * 60_000,
  })
}

/** The regions with their countries: choosing a country puts the cart in that country's region. */
export function useRegions() {
  const connection = useStoreConnection()
  return useQuery({
    queryKey: cartQueryKeys.regions,
    queryFn: connection
      ? async () => {
          const { regions } = await storeRequest<HttpTypes.StoreRegionListResponse>(connection, "/store/regions", { query: { fields: "id,name,*countries" } })
          return regions
        }
      : skipToken,
    staleTime: 5 * 60_000,
  })
}

/** The payment providers of the cart's region: Stripe Checkout, or the test payment. */
export function usePaymentProviders(regionId: string | undefined) {
  const connection = useStoreConnection()
  return useQuery({
    queryKey: cartQueryKeys.paymentProviders(regionId),
    queryFn:
      connection && regionId
        ? async () => {
            const { payment_providers } = await storeRequest<HttpTypes.StorePaymentProviderListResponse>(connection, "/store/payment-providers", { query: { region_id: regionId } })
            return payment_providers.map((provider) => provider.id)
          }
        : skipToken,
  })
}

/**
 * Starts payment on the server, which builds the payment from the cart. With Stripe the browser
 * then leaves for Stripe's page; with the test payment it goes straight to the success page, which
 * completes the order.
 */
export function useStartPayment() {
  const connection = useStoreConnection()
  return useMutation({
    mutationFn: async ({ cartId, providerId }: { cartId: string; providerId: string }) => {
      if (!connection) throw new Error("The shop is not reachable")
      const response = await postToStore(connection, `/store/carts/${cartId}/checkout`, { provider_id: providerId })
      if (!response.ok) throw new Error(`Checkout answered ${response.status}`)
      const answer: unknown = await response.json()
      if (!isJsonObject(answer) || !isJsonObject(answer.payment_session)) throw new Error("Checkout answered no payment session")
      const redirectUrl = answer.payment_session.redirect_url
      window.location.assign(typeof redirectUrl === "string" ? redirectUrl : "/checkout/success")
    },
    onError: (error) => console.error("Checkout not started:", error),
  })
}
