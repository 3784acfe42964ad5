import Medusa from "@medusajs/js-sdk"
import { DEFAULT_REGION_NAME } from "./constants"
import { isJsonObject } from "./json"
import type { ShopRules } from "./shop-rules"
import type { StoreConnection } from "./store-connection"

export const backendUrl = (process.env.MEDUSA_BACKEND_URL ?? "http://localhost:9000").replace(/\/$/, "")
/** Where browsers reach the backend; differs from backendUrl behind a proxy or in containers. */
const publicBackendUrl = (process.env.MEDUSA_PUBLIC_BACKEND_URL ?? backendUrl).replace(/\/$/, "")
export const siteUrl = (process.env.STOREFRONT_URL ?? `http://localhost:${process.env.PORT ?? 8000}`).replace(/\/$/, "")

const CONFIG_TIMEOUT_MS = 5000

/** The connection as every page has it; the root loader adds the page's language. */
type ServerStore = { sdk: Medusa; connection: Omit<StoreConnection, "locale"> }
let connecting: Promise<ServerStore> | null = null

/** The server's Store API client, created once; a failed attempt is retried on the next request. */
export function serverStore(): Promise<ServerStore> {
  connecting ??= connect().catch((error: unknown) => {
    connecting = null
    throw error
  })
  return connecting
}

async function connect(): Promise<ServerStore> {
  const publishableKey = process.env.MEDUSA_PUBLISHABLE_KEY || (await fetchPublishableKey())
  const sdk = new Medusa({ baseUrl: backendUrl, publishableKey, auth: { type: "session" } })
  const { regions } = await sdk.store.region.list({ fields: "id,name" })
  const region = regions.find((candidate) => candidate.name === DEFAULT_REGION_NAME) ?? regions[0]
  if (!region) throw new Error("The backend has no region")
  return { sdk, connection: { backendUrl: publicBackendUrl, publishableKey, regionId: region.id } }
}

async function fetchPublishableKey(): Promise<string> {
  const response = await fetch(`${backendUrl}/storefront-config`, { signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS) })
  if (!response.ok) throw new Error(`storefront-config answered ${response.status}`)
  const body: unknown = await response.json()
  const publishableKey = isJsonObject(body) ? body.publishable_key : undefined
  if (typeof publishableKey !== "string" || !publishableKey) throw new Error("storefront-config has no publishable_key")
  return publishableKey
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
      shippingPrice: typeof config.shipping_price === "number" ? config.shipping_price : null,
      freeShippingFrom: typeof config.free_shipping_from === "number" ? config.free_shipping_from : null,
      discountPercent: typeof config.discount_percent === "number" ? config.discount_percent : 0,
      subscriptionPromotionCode: typeof config.subscription_promotion_code === "string" ? config.subscription_promotion_code : null,
      maxLineQuantity: typeof config.max_line_quantity === "number" ? config.max_line_quantity : null,
      paymentMode: config.payment_mode === "stripe" || config.payment_mode === "test" ? config.payment_mode : null,
      paymentMethods: Array.isArray(config.payment_methods) ? config.payment_methods.filter((method) => typeof method === "string") : [],
      shippingCountries: Array.isArray(config.shipping_countries)
        ? config.shipping_countries.filter((code) => typeof code === "string")
        : [],
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

/** GET /storefront-config: its fields are checked one by one where they are read. */
async function fetchConfig(): Promise<Record<string, unknown>> {
  const response = await fetch(`${backendUrl}/storefront-config`, { signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS) })
  if (!response.ok) throw new Error(`storefront-config answered ${response.status}`)
  const config: unknown = await response.json()
  if (!isJsonObject(config)) throw new Error("storefront-config answered no object")
  return config
}
