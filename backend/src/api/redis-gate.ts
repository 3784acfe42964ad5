import Redis from "ioredis"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { settings } from "../lib/settings"
import { answerUnavailable } from "./unavailable"

/**
 * While Redis is down, a request that changes something answers 503 at once. Medusa's Redis
 * modules (locking, workflow engine, event bus) queue their commands until Redis returns, so such
 * a request would otherwise wait for the whole outage and then some, long after the shopper gave
 * up, and could still take effect after being given up on. Refused at the door, nothing of it
 * happens. Reads are served: they do not need Redis (the cache falls back to the database).
 *
 * Redis's state is followed by one connection of its own that never queues: it closes the moment
 * Redis goes away and is ready again only once Redis has loaded its data.
 */
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"])
const RECONNECT_MAX_MS = 500

let watcher: Redis | undefined
let redisUp = true

function watchRedis(req: MedusaRequest, url: string) {
  const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER)
  watcher = new Redis(url, {
    connectionName: "shop-redis-gate",
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, RECONNECT_MAX_MS),
  })
  watcher.on("ready", () => {
    if (!redisUp) logger.info("Redis answers again")
    redisUp = true
  })
  watcher.on("close", () => {
    if (redisUp) logger.warn("Redis does not answer: API requests that change something get 503 until it returns")
    redisUp = false
  })
  // connection errors are what "close" reports; without a listener ioredis would print each one
  watcher.on("error", () => {})
}

/** Whether Redis is known to be down (the watcher, once a change has started it, has lost it). */
export const redisKnownDown = () => watcher !== undefined && !redisUp

export function redisGate(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const url = settings.REDIS_URL
  if (!url || READ_METHODS.has(req.method)) return next()
  if (!watcher) watchRedis(req, url)
  if (!redisUp) return answerUnavailable(res)
  next()
}
