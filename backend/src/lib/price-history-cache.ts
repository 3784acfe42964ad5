import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/**
 * The recorded price history of variants in a currency, kept in Medusa's caching module (memory, or
 * the shared Redis) beside its cached product reads: GET /store/price-references reads it on every
 * catalogue page, and it changes only when a sweep records a price change (price-record.updated).
 * The subscriber that hears that and the other catalogue events (subscribers/storefront-page-cache.ts)
 * clears it before the storefront drops its pages, so the next render reads the new history. The
 * shopper's prices themselves are not kept here: they are read fresh, so a sale the seller ends shows
 * at once, before any sweep. The TTL bounds a change made behind the shop's back (in the database).
 */

const PRICE_HISTORY_TAG = "price-history"
const TTL_SECONDS = 10 * 60

// A clear that came in while a history was being read makes that read too old to keep.
let clearedTimes = 0

/** The cached history of these variants in this currency, else `read()`'s, then kept. */
export async function cachedPriceHistory<T>(
  container: MedusaContainer,
  input: { currency_code: string; variant_ids: string[] },
  read: () => Promise<T>,
): Promise<T> {
  if (!container.hasRegistration(Modules.CACHING)) return read()
  const caching = container.resolve(Modules.CACHING)
  const key = await caching.computeKey({ price_history: input.currency_code, variant_ids: [...input.variant_ids].sort() })
  // the cache answers `any`: under this key, what this function stored
  const cached: { history: T } | null = await caching.get({ key })
  if (cached) return cached.history
  const clearsBefore = clearedTimes
  const history = await read()
  if (clearsBefore === clearedTimes) await caching.set({ key, data: { history }, tags: [PRICE_HISTORY_TAG], ttl: TTL_SECONDS })
  return history
}

/** Drops every cached history: a price, a sale or the recorded history changed. */
export async function clearCachedPriceHistory(container: MedusaContainer): Promise<void> {
  clearedTimes++
  if (!container.hasRegistration(Modules.CACHING)) return
  await container.resolve(Modules.CACHING).clear({ tags: [PRICE_HISTORY_TAG] })
}
