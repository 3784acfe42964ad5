// Production server: serves the React Router build with compression and long-lived caching of
// hashed assets, and anonymous pages from the page cache (server/page-cache.mjs).
// `npm run build -w storefront` first; PORT (default 8000), MEDUSA_BACKEND_URL.
import { createRequestHandler } from "@react-router/express"
import compression from "compression"
import express from "express"
import { randomBytes } from "node:crypto"
import { fileURLToPath } from "node:url"
import { contentSecurityPolicy } from "./server/content-security-policy.mjs"
import { pageCache } from "./server/page-cache.mjs"
import { precompressedAssets } from "./server/precompressed-assets.mjs"
import { invalidationRoute } from "./server/page-cache-invalidation.mjs"
import { readPageCacheSettings } from "./server/page-cache-settings.mjs"
import { memoryPageStore, redisPageStore } from "./server/page-cache-store.mjs"

const buildDir = fileURLToPath(new URL("./build/", import.meta.url))
const port = Number(process.env.PORT ?? 8000)
const cacheSettings = readPageCacheSettings()

const app = express()
app.disable("x-powered-by")
// Behind a proxy (docker-compose's nginx, a TLS front): who may tell the address, host and scheme the
// shopper used (Express's "trust proxy", as the backend's TRUSTED_PROXY). A page's request URL is built
// from them, and React Router refuses a form's action whose Origin does not match it.
if (process.env.TRUSTED_PROXY)
  app.set("trust proxy", /^\d+$/.test(process.env.TRUSTED_PROXY) ? Number(process.env.TRUSTED_PROXY) : process.env.TRUSTED_PROXY)
app.use(compression())
const production = process.env.NODE_ENV === "production"
// The browser talks to Medusa (Store API calls, product images): the public backend origin.
const backendOrigin = new URL(process.env.MEDUSA_PUBLIC_BACKEND_URL ?? process.env.MEDUSA_BACKEND_URL ?? "http://localhost:9000").origin

// Production only: the shop is only served over TLS there, and browsers ignore HSTS on http.
const strictTransportSecurity = production ? "max-age=31536000; includeSubDomains" : null

// File names under assets/ carry a content hash, so they never change. Scripts and stylesheets go
// out as the build's Brotli files where the browser takes them. A script or a stylesheet is not a
// document: a CSP, framing or referrer rules do nothing on it, so it goes with its type kept
// (nosniff) and nothing more; a missing one is a bare 404, not a rendered page.
app.use(
  "/assets",
  (_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff")
    next()
  },
  precompressedAssets(`${buildDir}client/assets`),
  express.static(`${buildDir}client/assets`, { immutable: true, maxAge: "1y", lastModified: false }),
  (_req, res) => res.sendStatus(404),
)

// Everything else may be opened as a document (a page, an SVG from public/): the whole policy.
app.use((_req, res, next) => {
  const nonce = randomBytes(16).toString("base64")
  res.locals.cspNonce = nonce
  // a page served from the page cache replaces it with the nonce the page was rendered with (page-cache.mjs)
  res.setHeader("Content-Security-Policy", contentSecurityPolicy({ backendOrigin, nonce }))
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin")
  res.setHeader("X-Frame-Options", "DENY")
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()")
  if (strictTransportSecurity) res.setHeader("Strict-Transport-Security", strictTransportSecurity)
  next()
})
app.use(express.static(`${buildDir}client`, { maxAge: "1h" }))

const build = await import(`${buildDir}server/index.js`)
const pageStore = !cacheSettings.enabled
  ? null
  : cacheSettings.redisUrl
    ? redisPageStore(cacheSettings.redisUrl, cacheSettings.prefix)
    : memoryPageStore()
// every storefront process forgets the shop's rules when the pages change (with Redis: all of them at once)
pageStore?.onInvalidated(build.entry.module.forgetShopRules)
app.use(invalidationRoute({ secret: cacheSettings.secret, store: pageStore, onInvalidate: build.entry.module.forgetShopRules }))
app.use(
  pageCache({
    build,
    mode: process.env.NODE_ENV,
    store: pageStore,
    personalCookies: [build.entry.module.CART_COOKIE, build.entry.module.FORM_ANSWER_COOKIE],
    origin: cacheSettings.origin,
    backendOrigin,
    localePrefixes: build.entry.module.PREFIXED_LOCALES,
  }),
)
app.all(
  "*",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    // clientAddress: the address that connected, which a form's action passes on to the backend as a
    // proxy does (X-Forwarded-For), so its rate limits count the shopper, not this server
    getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce, clientAddress: req.socket.remoteAddress }),
  }),
)

const server = app.listen(port, () => console.log(`Storefront listening on http://localhost:${port}`))
const stop = () =>
  server.close(async () => {
    await pageStore?.close()
    process.exit(0)
  })
process.on("SIGTERM", stop)
process.on("SIGINT", stop)
