import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { datedSignature, isFreshDatedSignature } from "shop-signing"
import { settings } from "./settings"

/**
 * Clearing the Store API caches after `npm run seed`. The seed runs in a process of its own: its
 * changes reach Medusa's caching module there, not in a running server. With Redis the cache is
 * shared and the seed clears it itself; with the in-memory cache it asks the running server, with a
 * request signed with TOKEN_SECRET (for this purpose only) and dated by the one signing module
 * (packages/signing), so nobody else can make the server drop its cache, nor replay a request later.
 */

export const CACHE_RESET_PATH = "/hooks/cache-reset"
export const CACHE_RESET_HEADER = "x-cache-reset-signature"
const PURPOSE = "cache-reset"
const MAX_AGE_MS = 5 * 60_000
const REQUEST_TIMEOUT_MS = 10_000

/** The header value of a cache reset request sent at `now`: `<sent at, ms>.<signature>`. */
export function cacheResetSignature(now = Date.now()): string {
  return datedSignature(settings.TOKEN_SECRET, PURPOSE, now)
}

/** True when `header` is a signature of ours, made within the last few minutes. */
export function isValidCacheResetSignature(header: string | undefined, now = Date.now()): boolean {
  return isFreshDatedSignature(settings.TOKEN_SECRET, PURPOSE, header, { now, maxAgeMs: MAX_AGE_MS })
}

/** Drops every entry of this process's caching module (in Redis: of the shared cache). */
export async function clearCaches(container: MedusaContainer): Promise<void> {
  if (!container.hasRegistration(Modules.CACHING)) return
  await container.resolve(Modules.CACHING).clear({ tags: ["*"] })
}

export type CacheResetOutcome = "shared cache cleared" | "running server cleared its cache" | "no running server"

/** After a seed: clears the caches a running server answers from. */
export async function clearServerCaches(container: MedusaContainer, backendUrl = settings.BACKEND_URL): Promise<CacheResetOutcome> {
  if (settings.REDIS_URL) {
    await clearCaches(container)
    return "shared cache cleared"
  }
  // this process's own in-memory cache ends with it: only the server's matters
  let response: Response
  try {
    response = await fetch(`${backendUrl.replace(/\/$/, "")}${CACHE_RESET_PATH}`, {
      method: "POST",
      headers: { [CACHE_RESET_HEADER]: cacheResetSignature() },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch (error) {
    // nothing listening: no server holds an old cache
    // not `instanceof Error`: the error of Node's own fetch is of another realm under Jest's sandbox
    const cause = typeof error === "object" && error !== null && "cause" in error ? error.cause : undefined
    if (typeof cause === "object" && cause !== null && "code" in cause && cause.code === "ECONNREFUSED") return "no running server"
    throw error
  }
  if (!response.ok) throw new Error(`The server at ${backendUrl} did not clear its cache: ${response.status} ${await response.text()}`)
  return "running server cleared its cache"
}
