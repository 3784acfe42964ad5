// The page cache's settings (.env.example documents each), read and checked once at start. A bad
// value stops the storefront with one line naming it, like the backend's settings.ts.
import { createHash } from "node:crypto"
import { LOCAL_SECRETS, weakSecretReason } from "shop-signing"

function fail(line) {
  process.stderr.write(`Invalid setting: ${line}\n`)
  process.exit(1)
}

export function readPageCacheSettings(env = process.env) {
  const mode = env.PAGE_CACHE?.trim() || "on"
  if (!["on", "off"].includes(mode)) fail(`PAGE_CACHE must be on or off (got ${mode})`)
  const secret = env.PAGE_CACHE_SECRET?.trim() || LOCAL_SECRETS.PAGE_CACHE_SECRET
  // the backend's rule: production unless SHOP_MODE=local (`npm start` passes the backend's mode on)
  const production = (env.SHOP_MODE || (env.NODE_ENV === "production" ? "production" : "local")) === "production"
  // the backend's rules for the same secret (the one signing module's)
  const weak = production ? weakSecretReason("PAGE_CACHE_SECRET", secret) : undefined
  if (weak) fail(`PAGE_CACHE_SECRET ${weak}`)
  const redisUrl = env.REDIS_URL?.trim() || null
  if (redisUrl && !URL.canParse(redisUrl)) fail("REDIS_URL must be a URL")
  const siteUrl = env.STOREFRONT_URL?.trim() || `http://localhost:${env.PORT ?? 8000}`
  // the backend's rule for its own keys (shopKeyPrefix): CACHE_PREFIX, or one derived from the shop
  const prefix = `${env.CACHE_PREFIX?.trim() || `shop:${createHash("sha256").update(siteUrl).digest("hex").slice(0, 12)}:`}storefront:`
  return { enabled: mode === "on", secret, redisUrl, prefix, origin: new URL(siteUrl).origin }
}
