import type Medusa from "@medusajs/js-sdk"
import type { StoreConnection } from "./store-connection"

let cached: { key: string; sdk: Promise<Medusa> } | null = null

/**
 * The browser's Store API client. The SDK is loaded on first use so it stays out of the JavaScript
 * every page loads first.
 */
export function browserStore(connection: StoreConnection): Promise<Medusa> {
  const key = `${connection.backendUrl}|${connection.publishableKey}`
  if (cached?.key !== key) {
    const sdk = import("@medusajs/js-sdk").then(
      ({ default: MedusaClient }) =>
        new MedusaClient({
          baseUrl: connection.backendUrl,
          publishableKey: connection.publishableKey,
          auth: { type: "session", fetchCredentials: "omit" },
        })
    )
    cached = { key, sdk }
  }
  return cached.sdk
}

/** POSTs JSON to a Store API route of our backend that the SDK has no method for. */
export async function postToStore(connection: StoreConnection, path: string, body: unknown): Promise<Response> {
  return fetch(`${connection.backendUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-publishable-api-key": connection.publishableKey },
    body: JSON.stringify(body),
  })
}
