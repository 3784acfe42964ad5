import type { ServerResponse } from "node:http"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { settings } from "../lib/settings"
import { applyTrustedProxy, boundedKey, hitCounter, rateLimitKey } from "../lib/rate-limit"
import { EMAIL_CODE_PROVIDER } from "../lib/sign-in-code"
import { messageOf } from "../lib/error-message"

/**
 * The backend's doors: security headers on every answer, the client's address only from a trusted
 * proxy, no request body nested deeper than any route needs, and a throttle on admin logins.
 */

/** Deeper than any body the shop's or Medusa's routes take; the ORM overflows its stack near 2,000. */
export const MAX_JSON_DEPTH = 32

/** Where the admin is served (medusa-config's admin.path). */
export const ADMIN_PATH = "/app"

/**
 * The admin's Content-Security-Policy: its own scripts only (no inline script, no eval), styles of
 * its own and inline (its components set style attributes), API calls to this backend (or the
 * MEDUSA_ADMIN_BACKEND_URL it was built with), product images from this backend, the storefront or
 * any HTTPS host, never framed, no plugins, no forms or base elsewhere.
 */
export function adminContentSecurityPolicy(from: Pick<typeof settings, "MEDUSA_ADMIN_BACKEND_URL" | "STOREFRONT_URL"> = settings) {
  const apiOrigin =
    from.MEDUSA_ADMIN_BACKEND_URL && from.MEDUSA_ADMIN_BACKEND_URL !== "/" ? ` ${new URL(from.MEDUSA_ADMIN_BACKEND_URL).origin}` : ""
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${new URL(from.STOREFRONT_URL).origin}`,
    "font-src 'self' data:",
    `connect-src 'self'${apiOrigin}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self' blob:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")
}

/** API answers are data, not pages: nothing may load from them, nothing may frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"

const isAdminPath = (path: string) => path === ADMIN_PATH || path.toLowerCase().startsWith(`${ADMIN_PATH}/`)

/** Headers for the API and the admin (the storefront's server sets its own, with its CSP). */
export function setSecurityHeaders(
  res: Pick<ServerResponse, "setHeader">,
  { path = "/", shopMode = settings.SHOP_MODE }: { path?: string; shopMode?: string } = {},
) {
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("X-Frame-Options", "DENY")
  res.setHeader("Content-Security-Policy", isAdminPath(path.split("?")[0]) ? adminContentSecurityPolicy() : API_CONTENT_SECURITY_POLICY)
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin")
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin")
  // Only in production: served over TLS there, and browsers ignore HSTS on http
  if (shopMode === "production") res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
}

/** True when `value` nests objects or arrays deeper than `limit` (walked without recursion). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [current, depth] = entry
    if (typeof current !== "object" || current === null) continue
    if (depth >= limit) return true
    for (const inner of Object.values(current)) stack.push([inner, depth + 1])
  }
  return false
}

export function guardDoors(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  applyTrustedProxy(req.app)
  req.app.disable("x-powered-by")
  res.removeHeader("X-Powered-By")
  setSecurityHeaders(res, { path: req.originalUrl ?? req.url })
  if (nestsDeeperThan(req.body, MAX_JSON_DEPTH)) {
    return next(new MedusaError(MedusaError.Types.INVALID_DATA, `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`))
  }
  next()
}

/** Wrong passwords allowed per window from one client (address, an IPv6 one by its /64) for one account. */
export const LOGIN_FAILURE_LIMIT = 10
/** Wrong passwords allowed per window from one client over all accounts (a shop's staff behind one router). */
export const LOGIN_CLIENT_FAILURE_LIMIT = 3 * LOGIN_FAILURE_LIMIT
export const LOGIN_WINDOW_MS = 15 * 60_000
export const TOO_MANY_LOGINS = "Too many failed logins. Please try again in 15 minutes."
/**
 * An account that failed more than LOGIN_FAILURE_LIMIT times in the window, from anywhere, is slowed
 * down, never locked: each attempt waits this much per failure over the limit, up to the maximum.
 */
export const LOGIN_SLOWDOWN_STEP_MS = 100
export const LOGIN_SLOWDOWN_MAX_MS = 3_000

/** How long an attempt for an account waits when the account has failed `failures` times in the window. */
export const accountSlowdownMs = (failures: number) =>
  Math.min(Math.max(0, failures - LOGIN_FAILURE_LIMIT) * LOGIN_SLOWDOWN_STEP_MS, LOGIN_SLOWDOWN_MAX_MS)

/** The account a login names, as a bounded key (see boundedKey); "" when the body names none. */
const bodyAccountKey = (body: unknown) => {
  const email = typeof body === "object" && body !== null && "email" in body ? body.email : undefined
  return typeof email === "string" && email.trim() ? boundedKey(email) : ""
}

/**
 * Logins (Medusa's `/auth/:actor_type/:auth_provider`, matched as Medusa matches it: any case,
 * %-encoded letters, a trailing slash, every actor type). Failures (401) are counted per client,
 * and per client and account: past LOGIN_FAILURE_LIMIT for one account, or
 * LOGIN_CLIENT_FAILURE_LIMIT in all, that client's attempts answer 429 until the window ends.
 * Per account from anywhere, attempts are only slowed down (accountSlowdownMs): strangers failing
 * from many addresses cannot lock the seller out of her own shop. Every attempt is counted before
 * it runs, so a burst of parallel guesses gets no more through; an attempt that did not fail is taken back.
 * The client is counted first: a refused client adds no key, whatever addresses it sends, and an
 * account is counted by a bounded hash of its address (boundedKey), never by the address itself.
 */
export async function throttleLogins(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const account = bodyAccountKey(req.body)
  const clientKey = `login-failures:client:${rateLimitKey(req)}`
  const accountKeys = account
    ? [`login-failures:client-account:${boundedKey(clientKey)}:${account}`, `login-failures:account:${account}`]
    : []
  const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER)
  const counted: string[] = []
  const count = async (key: string) => {
    const hits = await hitCounter().hit(key, LOGIN_WINDOW_MS)
    counted.push(key)
    return hits
  }
  const release = () =>
    Promise.all(counted.map((key) => hitCounter().release(key))).catch((error) =>
      logger.warn(`Login attempt not taken back: ${messageOf(error)}`),
    )
  const refuse = () => {
    // a refused attempt is no failure: the window ends 15 minutes after the failures, not later
    void release()
    res.set("Retry-After", String(LOGIN_WINDOW_MS / 1000))
    res.status(429).json({ type: "too_many_requests", message: TOO_MANY_LOGINS })
  }
  let accountFailures = 0
  try {
    if ((await count(clientKey)) > LOGIN_CLIENT_FAILURE_LIMIT) return refuse()
    if (account) {
      const [clientAccount, anywhere] = await Promise.all(accountKeys.map(count))
      if (clientAccount > LOGIN_FAILURE_LIMIT) return refuse()
      accountFailures = anywhere - 1
    }
  } catch (error) {
    logger.warn(`Login throttle not checked: ${messageOf(error)}`)
  }
  res.on("finish", () => {
    if (counted.length && res.statusCode !== 401) void release()
  })
  const wait = accountSlowdownMs(accountFailures)
  if (wait) setTimeout(next, wait)
  else next()
}

/** What an answer says of a door that is not open: as for a route that does not exist. */
export const NOT_FOUND_MESSAGE = "Not found."

export function answerNotFound(_req: MedusaRequest, res: MedusaResponse) {
  res.status(404).json({ type: "not_found", message: NOT_FOUND_MESSAGE })
}

/** Medusa's routes under /auth that name no actor type: sessions, token refresh, MFA, verification. */
const AUTH_ROUTES_OF_NO_ACTOR = new Set(["session", "token", "mfa", "verification"])
/** What the seller's password login needs: login, registering an invited account, password reset. */
const SELLER_AUTH_ROUTES = new Set(["", "register", "reset-password", "update"])

/**
 * Medusa's `/auth/:actor_type/...` routes, open only for the actors and providers the shop uses
 * (checked on the path as Medusa's router reads it: decoded and in any case). Customers sign in
 * only with a one-time code by e-mail (`POST /auth/customer/email-code`, see lib/sign-in-code):
 * their register, password login and reset, a provider's callback or update stay closed, else
 * "Identity with email already exists" tells who has an account. The seller uses e-mail and
 * password. Every other actor type is closed: a registration there would make identities, and
 * tell which addresses the staff sign in with.
 */
export function closeUnusedAuth(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const segments = (req.originalUrl ?? req.url)
    .split("?")[0]
    .split("/")
    .filter(Boolean)
    .map(decodedSegment)
    .map((segment) => segment.toLowerCase())
  const [, actorType = "", provider = "", ...rest] = segments
  if (AUTH_ROUTES_OF_NO_ACTOR.has(actorType)) return next()
  if (actorType === "customer") {
    const isCodeSignIn = provider === EMAIL_CODE_PROVIDER && rest.length === 0 && ["GET", "POST"].includes(req.method)
    return isCodeSignIn ? next() : answerNotFound(req, res)
  }
  if (actorType === "user" && provider === "emailpass" && rest.length <= 1 && SELLER_AUTH_ROUTES.has(rest[0] ?? "")) return next()
  // the admin's login page lists the seller's sign-in methods
  if (actorType === "user" && provider === "providers" && rest.length === 0 && req.method === "GET") return next()
  return answerNotFound(req, res)
}

function decodedSegment(segment: string) {
  try {
    return decodeURIComponent(segment).normalize("NFKC")
  } catch {
    return segment
  }
}

/** Relations that tell the exact stock of each location: the seller's business, not the shopper's. */
const STOCK_RELATIONS = new Set(["inventory", "location_levels"])
export const STOCK_FIELDS_REFUSED = "Stock levels cannot be requested."

/**
 * The Store API's `fields` may not reach into the inventory (Medusa allows
 * `variants.inventory_items.inventory.location_levels` on products): refused with 400, in any
 * spelling (case, `*`, `+`, lists).
 */
export function refuseStockFields(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const fields = [req.query.fields ?? []].flat()
  const asksForStock = fields.some((value) =>
    String(value)
      .split(",")
      .some((field) =>
        field
          .normalize("NFKC")
          .trim()
          .toLowerCase()
          .split(".")
          .some((segment) => STOCK_RELATIONS.has(segment.replace(/^[*+-]+/, ""))),
      ),
  )
  if (asksForStock) return next(new MedusaError(MedusaError.Types.INVALID_DATA, STOCK_FIELDS_REFUSED))
  next()
}
