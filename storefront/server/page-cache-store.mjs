// Where the page cache keeps its pages: this process's memory, or Redis when REDIS_URL is set so that
// several storefront processes share one cache (and one invalidation).
//
// An invalidation is also told to every storefront process (`onInvalidated`): each forgets what it
// read of the shop's rules then. In Redis it is published on the shop's channel, so the process that
// received the backend's request and all the others hear it at once.
//
// Invalidation works by generation: each group of pages (catalogue, content) has a counter, every
// page is stored with the counter of when its render started, and a page of an older generation is
// never served. A render that started before a seller's change and ends after it is thereby
// dropped too, and dropping a group is one increment, whatever the number of pages.
import Redis from "ioredis"

/** Pages kept in memory at most (a query string makes a new page): the least recently used go first. */
const MEMORY_MAX_PAGES = 2000
/** A background re-render holding a page's lock longer than this is presumed dead. */
const LOCK_MS = 30_000

/**
 * @typedef {{ group: string, status: number, headers: [string, string][], body: string, nonce: string, storedAt: number, generation: number,
 *   encoded: Record<string, Buffer> }} CachedPage the body also compressed, by Content-Encoding; `nonce` the one its scripts were rendered with
 */

export function memoryPageStore() {
  /** @type {Map<string, CachedPage>} */
  const pages = new Map()
  const generations = new Map()
  const locks = new Map()
  const listeners = []
  return {
    kind: "memory",
    async get(key, group) {
      const page = pages.get(key)
      if (page) {
        // most recently used last
        pages.delete(key)
        pages.set(key, page)
      }
      return { page, generation: generations.get(group) ?? 0 }
    },
    async set(key, page, ttlMs) {
      pages.delete(key)
      pages.set(key, { ...page, expiresAt: Date.now() + ttlMs })
      for (const [oldest, { expiresAt }] of pages) {
        if (pages.size <= MEMORY_MAX_PAGES && expiresAt > Date.now()) break
        pages.delete(oldest)
      }
    },
    async invalidate(groups) {
      for (const group of groups) generations.set(group, (generations.get(group) ?? 0) + 1)
      for (const [key, page] of pages) if (groups.includes(page.group)) pages.delete(key)
      for (const listener of listeners) listener(groups)
    },
    /** Calls `listener(groups)` on every invalidation; resolves once it listens. */
    async onInvalidated(listener) {
      listeners.push(listener)
    },
    async lock(key) {
      if ((locks.get(key) ?? 0) > Date.now()) return false
      locks.set(key, Date.now() + LOCK_MS)
      return true
    },
    async unlock(key) {
      locks.delete(key)
    },
    async close() {},
  }
}

const mapValues = (object, map) => Object.fromEntries(Object.entries(object).map(([name, value]) => [name, map(value)]))
/** A page as Redis keeps it: JSON, with its compressed bodies in base64. */
const toJson = (page) =>
  JSON.stringify(page.encoded ? { ...page, encoded: mapValues(page.encoded, (bytes) => bytes.toString("base64")) } : page)
function fromJson(text) {
  const page = JSON.parse(text)
  return page.encoded ? { ...page, encoded: mapValues(page.encoded, (base64) => Buffer.from(base64, "base64")) } : page
}

/**
 * @param {string} url REDIS_URL
 * @param {string} prefix names this shop's keys in a shared Redis
 */
export function redisPageStore(url, prefix) {
  // No offline queue and one attempt: while Redis is away, pages are rendered as without a cache
  // instead of waiting for it.
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
  let reported = false
  redis.on("error", (error) => {
    if (!reported) console.error(`Page cache: Redis unavailable (${error.message}); pages are rendered uncached until it answers`)
    reported = true
  })
  redis.on("ready", () => (reported = false))
  // a connection of its own listens for the invalidations; it subscribes again after a reconnect
  const channel = `${prefix}invalidated`
  const listeners = []
  let subscriber = null
  let subscribed = Promise.resolve()
  const pageKey = (key) => `${prefix}page:${key}`
  const generationKey = (group) => `${prefix}generation:${group}`
  const lockKey = (key) => `${prefix}lock:${key}`
  return {
    kind: "redis",
    async get(key, group) {
      const [page, generation] = await redis.mget(pageKey(key), generationKey(group))
      return { page: page ? fromJson(page) : undefined, generation: Number(generation ?? 0) }
    },
    async set(key, page, ttlMs) {
      await redis.set(pageKey(key), toJson(page), "PX", ttlMs)
    },
    async invalidate(groups) {
      const batch = redis.multi()
      for (const group of groups) batch.incr(generationKey(group))
      batch.publish(channel, JSON.stringify(groups))
      await batch.exec()
    },
    /** Calls `listener(groups)` on every invalidation by any process of this shop; resolves once it listens. */
    async onInvalidated(listener) {
      listeners.push(listener)
      if (subscriber) return subscribed
      subscriber = new Redis(url, { maxRetriesPerRequest: null })
      subscriber.on("error", () => {}) // reported by the main connection
      subscriber.on("message", (_channel, message) => {
        const groups = JSON.parse(message)
        for (const each of listeners) each(groups)
      })
      subscribed = subscriber.subscribe(channel).then(
        () => undefined,
        (error) => console.error(`Page cache: invalidations not heard (${error.message})`),
      )
      return subscribed
    },
    async lock(key) {
      return (await redis.set(lockKey(key), "1", "PX", LOCK_MS, "NX")) === "OK"
    },
    async unlock(key) {
      await redis.del(lockKey(key))
    },
    async close() {
      redis.disconnect()
      subscriber?.disconnect()
    },
  }
}
