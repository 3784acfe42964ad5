import crypto from "node:crypto"
import { isIPv4, isIPv6 } from "node:net"
import Redis from "ioredis"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { settings, shopKeyPrefix } from "./settings"
import { messageOf } from "./error-message"

/** Counts hits per key in fixed windows; answers the count of the current window. */
interface HitCounter {
  hit(key: string, windowMs: number): Promise<number>
  /** Takes back one hit of the current window (an attempt that turned out not to count). */
  release(key: string): Promise<void>
}

/**
 * Characters of a value that a key is made of: past an e-mail address's longest (RFC 5321: 254),
 * so two real addresses never share a key, and short enough that no body makes hashing it costly.
 */
export const KEYED_VALUE_MAX_LENGTH = 320

/**
 * What a counter's key holds of a value sent from outside (an e-mail address): a hash of the value
 * normalised and cut to KEYED_VALUE_MAX_LENGTH, so a key is 22 characters whatever is sent, and
 * the store (memory or Redis) holds no address in clear.
 */
export function boundedKey(value: string) {
  const normalised = value
    .slice(0, 4 * KEYED_VALUE_MAX_LENGTH)
    .normalize("NFKC")
    .trim()
    .toLowerCase()
    .slice(0, KEYED_VALUE_MAX_LENGTH)
  return crypto.createHash("sha256").update(normalised).digest("base64url").slice(0, 22)
}

/**
 * Windows the memory store keeps at most: about 200 bytes each, so a few MB whatever is sent. Past
 * it the least recently counted window is dropped first (a client that keeps hitting its window
 * keeps it; a flood of new keys pushes out only the ones nobody is hitting).
 */
export const MEMORY_COUNTER_MAX_KEYS = 20_000

/** One process only: enough for a single server, lost on restart; bounded (least recently used out). */
export class MemoryHitCounter implements HitCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>()

  constructor(private readonly maxKeys = MEMORY_COUNTER_MAX_KEYS) {}

  get size() {
    return this.windows.size
  }

  async hit(key: string, windowMs: number) {
    const now = Date.now()
    const current = this.windows.get(key)
    const window =
      current && current.endsAt > now ? { count: current.count + 1, endsAt: current.endsAt } : { count: 1, endsAt: now + windowMs }
    // a Map iterates in insertion order: deleting and setting again makes this key the most recent
    this.windows.delete(key)
    this.windows.set(key, window)
    for (const oldest of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) break
      this.windows.delete(oldest)
    }
    return window.count
  }

  async release(key: string) {
    const window = this.windows.get(key)
    if (window && window.endsAt > Date.now() && window.count > 0) window.count -= 1
  }
}

/** Shared by every server and worker of this shop that uses the same Redis (keys carry the shop's prefix). */
class RedisHitCounter implements HitCounter {
  private readonly redis: Redis

  constructor(url: string) {
    this.redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      connectionName: "shop-rate-limit",
      keyPrefix: shopKeyPrefix(),
    })
  }

  async hit(key: string, windowMs: number) {
    // The window starts with the first hit: SET NX PX only creates the key when it is missing.
    const results = await this.redis.multi().set(key, 0, "PX", windowMs, "NX").incr(key).exec()
    const [error, count] = results?.[1] ?? [new Error("no answer from Redis"), 0]
    if (error) throw error
    return Number(count)
  }

  async release(key: string) {
    // only while the window lasts: DECR on an expired key would start a window without expiry
    await this.redis.eval("if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end return 0", 1, key)
  }
}

let counter: HitCounter | undefined
export const hitCounter = () => (counter ??= settings.REDIS_URL ? new RedisHitCounter(settings.REDIS_URL) : new MemoryHitCounter())

export const TOO_MANY_REQUESTS = "Too many attempts. Please try again in a minute."

/** Express's "trust proxy" from TRUSTED_PROXY: a hop count, or addresses, subnets and names. */
export function trustProxySetting(value = settings.TRUSTED_PROXY): number | string | false {
  if (!value) return false
  return /^\d+$/.test(value) ? Number(value) : value
}

const trusting = new WeakSet<object>()

/**
 * Medusa's Express app trusts one proxy hop, so anyone could name their own address in
 * X-Forwarded-For: only TRUSTED_PROXY may. Applied to the app before a client's address is read.
 */
export function applyTrustedProxy(app: { set(name: string, value: unknown): unknown }) {
  if (trusting.has(app)) return
  app.set("trust proxy", trustProxySetting())
  trusting.add(app)
}

/** The client's address: the connection's, or what a trusted proxy says it is. */
export function clientAddress(req: MedusaRequest): string {
  applyTrustedProxy(req.app)
  return req.ip ?? req.socket?.remoteAddress ?? "unknown"
}

/** The eight 16-bit groups of an IPv6 address ("::" expanded, an IPv4 tail as two groups), or null. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.replace(/%.*$/, "")
  if (!isIPv6(bare)) return null
  const [head, tail] = bare.includes("::") ? bare.split("::") : [bare, undefined]
  const groupsOf = (part: string | undefined) =>
    (part ? part.split(":") : []).flatMap((group) => {
      if (!isIPv4(group)) return [parseInt(group, 16)]
      const [a, b, c, d] = group.split(".").map(Number)
      return [(a << 8) | b, (c << 8) | d]
    })
  const first = groupsOf(head)
  const last = groupsOf(tail)
  return [...first, ...Array(8 - first.length - last.length).fill(0), ...last]
}

/**
 * Who a limit counts as one client: an IPv4 address, or an IPv6 address's /64 network. A home or
 * a server gets a whole /64 (RFC 6177), so each of its 2^64 addresses must not be a fresh bucket.
 * An IPv4 address written as IPv6 (::ffff:192.0.2.1) counts as the IPv4 address.
 */
export function rateLimitClient(address: string): string {
  const groups = ipv6Groups(address)
  if (!groups) return address
  const isMappedIPv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (isMappedIPv4) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".")
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`
}

/** The client a limit counts: its address (see clientAddress), an IPv6 one by its /64. */
export const rateLimitKey = (req: MedusaRequest) => rateLimitClient(clientAddress(req))

/**
 * Limits how often one client (by IP address, see rateLimitKey) may call a route.
 * When Redis cannot be reached the request is let through: a form must not break because the
 * limiter's store is down.
 */
export function rateLimit({ name, limit, windowMs }: { name: string; limit: number; windowMs: number }) {
  return async function limitRate(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
    const key = `rate-limit:${name}:${rateLimitKey(req)}`
    let count = 0
    try {
      count = await hitCounter().hit(key, windowMs)
    } catch (error) {
      req.scope.resolve(ContainerRegistrationKeys.LOGGER).warn(`Rate limit of ${name} not checked: ${messageOf(error)}`)
    }
    if (count > limit) {
      res.set("Retry-After", String(Math.ceil(windowMs / 1000)))
      res.status(429).json({ type: "too_many_requests", message: TOO_MANY_REQUESTS })
      return
    }
    next()
  }
}
