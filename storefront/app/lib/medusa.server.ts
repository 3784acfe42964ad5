import Medusa from "@medusajs/js-sdk"
import { DEFAULT_REGION_NAME } from "./constants"
import type { StoreConnection } from "./store-connection"

export const backendUrl = (process.env.MEDUSA_BACKEND_URL ?? "http://localhost:9000").replace(/\/$/, "")
/** Where browsers reach the backend; differs from backendUrl behind a proxy or in containers. */
const publicBackendUrl = (process.env.MEDUSA_PUBLIC_BACKEND_URL ?? backendUrl).replace(/\/$/, "")
export const siteUrl = (process.env.STOREFRONT_URL ?? `http://localhost:${process.env.PORT ?? 8000}`).replace(/\/$/, "")

const CONFIG_TIMEOUT_MS = 5000

type ServerStore = { sdk: Medusa; connection: StoreConnection }
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
  const body = (await response.json()) as { publishable_key?: string }
  if (!body.publishable_key) throw new Error("storefront-config has no publishable_key")
  return body.publishable_key
}
