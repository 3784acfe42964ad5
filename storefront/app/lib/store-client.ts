import type { StoreRefusal } from "./store-refusal"

/**
 * The one way the storefront calls the shop's Store API, from the browser and from the
 * storefront's server alike: the base URL and publishable key of a StoreTarget, JSON in and out,
 * never cookies (a signed-in customer's token is the storefront's server's, sent as a bearer), the
 * shopper's address passed on by the server
 * (X-Forwarded-For), a timeout where given. Made with fetch rather than the SDK's client.fetch,
 * which keeps of a refusal only its message (the shop's answers also carry a code and the text per
 * field) and would add the SDK to the pages a shopper lands on. A refusal is read by one decoder
 * (store-refusal.ts), loaded only when one arrives (it brings zod).
 */

/**
 * Where the Store API is and the key it is called with: the browser's (public) or the server's own
 * address; with the page's language, every call carries it (x-medusa-locale): products come
 * translated, a cart created or changed takes it.
 */
export type StoreTarget = { backendUrl: string; publishableKey: string; locale?: string }

type QueryValue = string | number | boolean | string[] | undefined
export type StoreQuery = Record<string, QueryValue>

export type StoreCall = {
  /** GET without a body, POST with one, unless named */
  method?: "GET" | "POST" | "DELETE"
  /** arrays go as repeated parameters, which Medusa reads as lists */
  query?: StoreQuery
  /** sent as JSON */
  body?: unknown
  /** a bearer token: the signed-in customer's, from the storefront's server (customer-session.server.ts) */
  token?: string
  /** the X-Forwarded-For the storefront's server passes on for the shopper (forwardedFor) */
  forwardedFor?: string | null
  timeoutMs?: number
}

/** A Store API answer: its JSON as the route's answer type, or the refusal read from it. */
export type StoreResult<T> = { ok: true; status: number; body: T } | ({ ok: false } & StoreRefusal)

/** A refused Store API call, thrown by storeRequest: the refusal with its status (404: no such cart). */
export class StoreApiError extends Error {
  constructor(readonly refusal: StoreRefusal) {
    super(refusal.message ?? `The Store API answered ${refusal.status}`)
  }
  get status(): number {
    return this.refusal.status
  }
}

function urlOf(target: StoreTarget, path: string, query: StoreQuery | undefined): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(name, String(item))
  }
  const queryString = search.toString()
  return `${target.backendUrl}${path}${queryString ? `${path.includes("?") ? "&" : "?"}${queryString}` : ""}`
}

/**
 * Calls a Store API route: resolves with its answer (a 2xx's JSON, or the refusal), rejects only
 * when the backend cannot be reached, does not answer in time, or answers a 2xx that is no JSON.
 */
export async function callStore<T>(target: StoreTarget, path: string, call: StoreCall = {}): Promise<StoreResult<T>> {
  const { method, query, body, token, forwardedFor, timeoutMs } = call
  const response = await fetch(urlOf(target, path, query), {
    method: method ?? (body === undefined ? "GET" : "POST"),
    credentials: "omit",
    headers: {
      ...(target.publishableKey ? { "x-publishable-api-key": target.publishableKey } : {}),
      ...(target.locale ? { "x-medusa-locale": target.locale } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
  })
  if (response.ok) {
    // JSON is untyped: the caller names the route's answer type (Medusa's HttpTypes, or the shop's
    // own in order-summary/store-api), and it is not checked again here, as the SDK does not
    const answer = (response.status === 204 ? null : await response.json()) as T
    return { ok: true, status: response.status, body: answer }
  }
  const refusalBody: unknown = await response.json().catch(() => null)
  const { readRefusal } = await import("./store-refusal")
  return { ok: false, ...readRefusal(response.status, refusalBody) }
}

/** Calls a Store API route and answers its JSON; a refusal is thrown as a StoreApiError. */
export async function storeRequest<T>(target: StoreTarget, path: string, call: StoreCall = {}): Promise<T> {
  const answer = await callStore<T>(target, path, call)
  if (!answer.ok) throw new StoreApiError(answer)
  return answer.body
}
