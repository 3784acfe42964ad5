// The page cache of anonymous shoppers: home, the listing, product pages, content and policy pages
// are rendered once and served from the cache (X-Page-Cache: hit), re-rendered in the background
// once they are old (stale), and dropped when the seller changes the catalogue (Medusa's
// subscriber calls /_page-cache/invalidate, page-cache-invalidation.mjs). Anything personal is
// rendered for its request and marked private: a cart cookie or a form's answer (route-form.ts),
// any other method than GET, every page not listed here (checkout, success, review, unsubscribe,
// withdrawal, confirmations...), and any response that sets a cookie.
//
// The key is the URL (path and query). Every anonymous page is rendered in the shop's default
// region (root loader): no cookie or header chooses another, so none is part of the key. The page's
// language is its path's (/nl/products), so it is in the key too: a language's page is its own entry.
//
// A stored page is sent as the same bytes to every shopper: its inline scripts are allowed by the
// nonce it was rendered with, stored with it (content-security-policy.mjs), so it is compressed once,
// when stored (gzip and brotli), and not again for each request. That nonce is made for the render:
// nothing a shopper wrote before it (a review) can carry it, and a script without it stays blocked.
import { randomBytes } from "node:crypto"
import { promisify } from "node:util"
import zlib from "node:zlib"
import { createRequestHandler } from "react-router"
import { contentSecurityPolicy } from "./content-security-policy.mjs"

/** A page is served as it is for this long after its render... */
export const PAGE_FRESH_SECONDS = 60
/** ...then, for this long, served while it is rendered again in the background; later it is rendered first. */
export const PAGE_STALE_SECONDS = 600

const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_FRESH_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`
const PRIVATE_CACHE_CONTROL = "private, no-store"

/** Pages that show the catalogue (prices, stock, ratings): dropped when the seller changes it. */
export const CATALOGUE = "catalogue"
/** Pages of text: dropped only when everything is. */
export const CONTENT = "content"
const CONTENT_PAGES = new Set([
  "/about",
  "/contact",
  "/lab-tests",
  "/privacy-policy",
  "/terms-of-service",
  "/shipping-policy",
  "/refund-policy",
])

/**
 * The group a path's page belongs to, or null when the page is never cached. The data a client-side
 * navigation fetches (React Router's `<path>.data`, `/_root.data` for home) is cached with its page.
 * A page in another language than English (/nl/products, its code among `localePrefixes`) is in its
 * English page's group.
 */
export function pageGroup(pathname, localePrefixes = []) {
  const prefix = localePrefixes.find((code) => pathname === `/${code}` || pathname.startsWith(`/${code}/`) || pathname === `/${code}.data`)
  const unprefixed = prefix ? pathname.slice(prefix.length + 1).replace(/^\.data$/, "/_root.data") || "/" : pathname
  // a trailing slash is the same page (express.static sends /lab-tests to /lab-tests/, a folder of public/)
  const page = unprefixed === "/_root.data" ? "/" : unprefixed.replace(/\.data$/, "").replace(/(.)\/$/, "$1")
  if (page === "/" || page === "/products" || /^\/product\/[^/]+$/.test(page)) return CATALOGUE
  if (CONTENT_PAGES.has(page)) return CONTENT
  return null
}

// Headers of a render that are not kept with the page: the body is sent whole, and a rendered page
// that sets a cookie is never stored.
const UNSTORED_HEADERS = new Set(["content-length", "transfer-encoding", "connection", "set-cookie", "cache-control"])

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)
/** Content-Encodings of a stored page, the one sent first when a request accepts several. */
const ENCODINGS = ["br", "gzip"]
/** Brotli's quality for stored pages: close to gzip's time, a smaller page (11, its best, is many times slower). */
const BROTLI_QUALITY = 5

/** The body compressed in each of ENCODINGS, once for every request that will be served it. */
async function compressedOnce(body) {
  const bytes = Buffer.from(body, "utf8")
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzip(bytes),
  ])
  return { br, gzip: gzipped }
}

const hasCookie = (cookieHeader, name) => (cookieHeader ?? "").split(/;\s*/).some((pair) => pair.startsWith(`${name}=`))

/**
 * Sets the response's Cache-Control just before its headers go out, so it also covers what the
 * route added: private for whatever is personal or sets a cookie; a route's own value otherwise.
 */
function markPrivateWhenPersonal(res, personal) {
  const writeHead = res.writeHead
  res.writeHead = function (...args) {
    if (personal || res.getHeader("Set-Cookie") !== undefined || res.getHeader("Cache-Control") === undefined) {
      res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL)
    }
    return writeHead.apply(this, args)
  }
}

/**
 * Express middleware in front of React Router's own handler (which renders whatever it passes on).
 *
 * @param {object} options
 * @param {import("react-router").ServerBuild} options.build
 * @param {string | undefined} options.mode
 * @param {ReturnType<import("./page-cache-store.mjs").memoryPageStore> | null} options.store null: the cache is off
 * @param {string[]} options.personalCookies the cookies that make a request personal: a shopper's cart, a form's answer
 * @param {string} options.origin the storefront's own URL, where cached pages are rendered (never a request's Host)
 * @param {string} options.backendOrigin the backend's public origin, for the Content-Security-Policy of stored pages
 * @param {readonly string[]} [options.localePrefixes] the languages whose pages are under their code (/nl/...)
 */
export function pageCache({ build, mode, store, personalCookies, origin, backendOrigin, localePrefixes = [] }) {
  // without them every shopper with a cart would be served the anonymous pages' cache
  if (!Array.isArray(personalCookies) || personalCookies.length === 0 || !personalCookies.every((name) => typeof name === "string" && name))
    throw new Error("The page cache needs the personal cookies' names (entry.server.tsx exports CART_COOKIE and FORM_ANSWER_COOKIE)")
  const render = createRequestHandler(build, mode)
  /** @type {Map<string, Promise<{ page: object, stored: boolean }>>} */
  const rendering = new Map()
  const ttlMs = (PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS) * 1000

  /** Renders the page as an anonymous shopper sees it, and stores it if it may be; one render per key at a time. */
  function renderOnce(key, group, generation) {
    let pending = rendering.get(key)
    if (!pending) {
      pending = renderAndStore(key, group, generation).finally(() => rendering.delete(key))
      rendering.set(key, pending)
    }
    return pending
  }

  async function renderAndStore(key, group, generation) {
    const nonce = randomBytes(16).toString("base64")
    // Nothing of the shopper's request goes in: no cookie, no header, not even the Host
    const response = await render(new Request(new URL(key, origin)), { cspNonce: nonce })
    const page = {
      group,
      status: response.status,
      headers: [...response.headers].filter(([name]) => !UNSTORED_HEADERS.has(name)),
      setCookies: response.headers.getSetCookie(),
      body: await response.text(),
      nonce,
      storedAt: Date.now(),
      generation,
    }
    // Not stored: errors and not-found pages, anything that sets a cookie, and what a route marks
    // private or no-store (the root does while the backend is unreachable).
    const stored =
      response.status === 200 && page.setCookies.length === 0 && !/no-store|private/.test(response.headers.get("cache-control") ?? "")
    if (stored) {
      page.encoded = await compressedOnce(page.body)
      await store.set(key, page, ttlMs).catch((error) => console.error(`Page cache: ${key} not stored: ${error.message}`))
    }
    return { page, stored }
  }

  function refreshInBackground(key, group, generation) {
    if (rendering.has(key)) return
    store
      .lock(key)
      .then((locked) => locked && renderOnce(key, group, generation).finally(() => store.unlock(key)))
      .catch((error) => console.error(`Page cache: ${key} not re-rendered: ${error.message}`))
  }

  function sendHeaders(res, page, state, cacheControl) {
    res.status(page.status)
    for (const [name, value] of page.headers) res.setHeader(name, value)
    if (page.setCookies?.length) res.setHeader("Set-Cookie", page.setCookies)
    res.setHeader("Cache-Control", cacheControl)
    res.setHeader("X-Page-Cache", state)
  }

  /** A page rendered for this request: this response's own CSP nonce in place of the one it was rendered with. */
  function sendRendered(res, page, state, cacheControl) {
    sendHeaders(res, page, state, cacheControl)
    res.end(page.body.replaceAll(page.nonce, res.locals.cspNonce))
  }

  /**
   * A page from the cache, as it was stored: its scripts allowed by the nonce it was rendered with, in
   * the encoding the request accepts (the compression middleware leaves a response with a
   * Content-Encoding alone).
   */
  function sendStored(req, res, page, state) {
    // stored before pages were compressed when stored (a shared Redis during a deploy): as a rendered one
    if (!page.encoded) return sendRendered(res, page, state, PUBLIC_CACHE_CONTROL)
    sendHeaders(res, page, state, PUBLIC_CACHE_CONTROL)
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ backendOrigin, nonce: page.nonce }))
    res.vary("Accept-Encoding")
    // the encodings the request accepts, by its preference (q=0 left out)
    const accepted = req.acceptsEncodings()
    const encoding = ENCODINGS.find((coding) => accepted.includes(coding) && page.encoded[coding])
    if (encoding) res.setHeader("Content-Encoding", encoding)
    const body = encoding ? page.encoded[encoding] : page.body
    res.setHeader("Content-Length", Buffer.byteLength(body))
    res.end(body)
  }

  return async function servePage(req, res, next) {
    const group = store && pageGroup(req.path, localePrefixes)
    const personal = req.method !== "GET" || personalCookies.some((name) => hasCookie(req.headers.cookie, name))
    if (!group || personal) {
      res.setHeader("X-Page-Cache", store ? "bypass" : "off")
      markPrivateWhenPersonal(res, personal)
      return next()
    }
    const key = req.originalUrl
    let cached
    try {
      cached = await store.get(key, group)
    } catch (error) {
      // the cache is unavailable (Redis down): the page is rendered as without one
      console.error(`Page cache: ${key} not read: ${error.message}`)
      res.setHeader("X-Page-Cache", "bypass")
      markPrivateWhenPersonal(res, false)
      return next()
    }
    try {
      const { page, generation } = cached
      const age = page && page.generation === generation ? Date.now() - page.storedAt : Infinity
      if (age < PAGE_FRESH_SECONDS * 1000) return sendStored(req, res, page, "hit")
      if (age < ttlMs) {
        refreshInBackground(key, group, generation)
        return sendStored(req, res, page, "stale")
      }
      const rendered = await renderOnce(key, group, generation)
      sendRendered(res, rendered.page, rendered.stored ? "miss" : "bypass", rendered.stored ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL)
    } catch (error) {
      next(error)
    }
  }
}
