import type { HttpTypes } from "@medusajs/types"
import type { StorefrontConfig } from "order-summary/store-api"
import { DEFAULT_REGION_NAME } from "./constants"
import type { ShopRules } from "./shop-rules"
import { storeRequest, type StoreCall, type StoreTarget } from "./store-client"
import type { StoreConnection } from "./store-connection"

export const backendUrl = (process.env.MEDUSA_BACKEND_URL ?? "http://localhost:9000").replace(/\/$/, "")
/** Where browsers reach the backend; differs from backendUrl behind a proxy or in containers. */
const publicBackendUrl = (process.env.MEDUSA_PUBLIC_BACKEND_URL ?? backendUrl).replace(/\/$/, "")
export const siteUrl = (process.env.STOREFRONT_URL ?? `http://localhost:${process.env.PORT ?? 8000}`).replace(/\/$/, "")

const CONFIG_TIMEOUT_MS = 5000
/** The backend itself, before the publishable key is known (GET /storefront-config is no Store API route). */
const backend: StoreTarget = { backendUrl, publishableKey: "" }

/**
 * The server's way to the Store API (its own address of the backend), and the browser's (the public
 * one) as every page has it; a page's calls add its language (the root loader, the loaders' reads).
 */
type ServerStore = { target: StoreTarget; connection: Omit<StoreConnection, "locale"> }
let connecting: Promise<ServerStore> | null = null

/** The server's Store API connection, made once; a failed attempt is retried on the next request. */
export function serverStore(): Promise<ServerStore> {
  connecting ??= connect().catch((error: unknown) => {
    connecting = null
    throw error
  })
  return connecting
}

/**
 * Calls a Store API route from the storefront's server (store-client.ts), in the page's language when
 * given; a refusal is thrown as a StoreApiError.
 */
export async function serverRequest<T>(path: string, call?: StoreCall, locale?: string): Promise<T> {
  const { target } = await serverStore()
  return storeRequest<T>(locale ? { ...target, locale } : target, path, call)
}

async function connect(): Promise<ServerStore> {
  const publishableKey = process.env.MEDUSA_PUBLISHABLE_KEY || (await fetchPublishableKey())
  const target: StoreTarget = { backendUrl, publishableKey }
  const { regions } = await storeRequest<HttpTypes.StoreRegionListResponse>(target, "/store/regions", { query: { fields: "id,name" } })
  const region = regions.find((candidate) => candidate.name === DEFAULT_REGION_NAME) ?? regions[0]
  if (!region) throw new Error("The backend has no region")
  return { target, connection: { backendUrl: publicBackendUrl, publishableKey, regionId: region.id } }
}

/** GET /storefront-config: the shop's publishable key and the rules it enforces. */
const fetchConfig = () => storeRequest<StorefrontConfig>(backend, "/storefront-config", { timeoutMs: CONFIG_TIMEOUT_MS })

async function fetchPublishableKey(): Promise<string> {
  const { publishable_key } = await fetchConfig()
  if (!publishable_key) throw new Error("storefront-config has no publishable_key")
  return publishable_key
}

const RULES_TTL_MS = 60_000
let rules: { at: number; value: Promise<ShopRules> } | null = null

/**
 * The rules the server enforces (free-shipping threshold, discounts), re-read once a minute, and at
 * once after the backend says they changed (forgetShopRules, through the page cache's invalidation).
 */
export function shopRules(): Promise<ShopRules> {
  if (!rules || Date.now() - rules.at > RULES_TTL_MS) {
    const value = fetchConfig().then((config): ShopRules => ({
      shippingPrice: config.shipping_price,
      freeShippingFrom: config.free_shipping_from,
      discountPercent: config.discount_percent,
      subscriptionPromotionCode: config.subscription_promotion_code,
      maxLineQuantity: config.max_line_quantity,
      paymentMode: config.payment_mode,
      paymentMethods: config.payment_methods,
      shippingCountries: config.shipping_countries,
    }))
    rules = { at: Date.now(), value }
    value.catch(() => {
      rules = null
    })
  }
  return rules.value
}

/**
 * Forgets the rules read: the next page reads them again. Called when the backend tells the
 * storefront that its pages changed (server/page-cache-invalidation.mjs), as a seller's change of a
 * shipping price or rule does; exported by entry.server.tsx for the server.
 */
export function forgetShopRules(): void {
  rules = null
}
