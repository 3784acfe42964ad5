import type Medusa from "@medusajs/js-sdk"
import { isJsonObject } from "./json"
import { localeHeader, type StoreConnection } from "./store-connection"

let cached: { key: string; sdk: Promise<Medusa> } | null = null

/**
 * The browser's Store API client. The SDK is loaded on first use so it stays out of the JavaScript
 * every page loads first.
 */
export function browserStore(connection: StoreConnection): Promise<Medusa> {
  const key = `${connection.backendUrl}|${connection.publishableKey}|${connection.locale}`
  if (cached?.key !== key) {
    const sdk = import("@medusajs/js-sdk").then(
      ({ default: MedusaClient }) =>
        new MedusaClient({
          baseUrl: connection.backendUrl,
          publishableKey: connection.publishableKey,
          auth: { type: "session", fetchCredentials: "omit" },
          globalHeaders: localeHeader(connection),
        }),
    )
    cached = { key, sdk }
  }
  return cached.sdk
}

/** POSTs JSON to a Store API route of our backend that the SDK has no method for. */
export async function postToStore(connection: StoreConnection, path: string, body: unknown): Promise<Response> {
  return fetch(`${connection.backendUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-publishable-api-key": connection.publishableKey, ...localeHeader(connection) },
    body: JSON.stringify(body),
  })
}

type Query = Record<string, string | number | string[] | undefined>

/** A Store API answer that is not a 2xx, with its status (404: no such cart). */
export class StoreApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Calls a Store API route with the publishable key and answers its JSON: the cart's calls, made
 * with fetch, so the pages a shopper buys on load no SDK (arrays go as repeated parameters, which
 * Medusa reads as lists).
 */
export async function storeRequest<T>(
  connection: StoreConnection,
  path: string,
  { query, body, method }: { query?: Query; body?: unknown; method?: "GET" | "POST" | "DELETE" } = {},
): Promise<T> {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(name, String(item))
  }
  const queryString = search.toString()
  const response = await fetch(`${connection.backendUrl}${path}${queryString ? `?${queryString}` : ""}`, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers: {
      "x-publishable-api-key": connection.publishableKey,
      ...localeHeader(connection),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) {
    const answer: unknown = await response.json().catch(() => ({}))
    const message = isJsonObject(answer) && typeof answer.message === "string" ? answer.message : undefined
    throw new StoreApiError(response.status, message ?? `${path} answered ${response.status}`)
  }
  return storeAnswer<T>(response)
}

/**
 * The JSON of a Store API answer as the route's response type, which the caller names from
 * HttpTypes (as with the SDK's client.fetch<T>).
 */
export async function storeAnswer<T>(response: Response): Promise<T> {
  // JSON is untyped; Medusa's HttpTypes describe what the route answers, and it is not checked again in the browser
  return (await response.json()) as T
}
