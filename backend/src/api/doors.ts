import type { ServerResponse } from "node:http"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { settings } from "../lib/settings"
import { applyTrustedProxy, clientAddress, hitCounter } from "../lib/rate-limit"

/**
 * The backend's doors: security headers on every answer, the client's address only from a trusted
 * proxy, no request body nested deeper than any route needs, and a throttle on admin logins.
 */

/** Deeper than any body the shop's or Medusa's routes take; the ORM overflows its stack near 2,000. */
export const MAX_JSON_DEPTH = 32

/** Headers for the API and the admin (the storefront's server sets its own, with its CSP). */
export function setSecurityHeaders(res: Pick<ServerResponse, "setHeader">, shopMode = settings.SHOP_MODE) {
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("X-Frame-Options", "DENY")
  // The admin is never framed; API answers are data, not pages
  res.setHeader("Content-Security-Policy", "frame-ancestors 'none'")
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin")
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin")
  // Only in production: served over TLS there, and browsers ignore HSTS on http
  if (shopMode === "production") res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
}

/** True when `value` nests objects or arrays deeper than `limit` (walked without recursion). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length) {
    const [current, depth] = stack.pop()!
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
  setSecurityHeaders(res)
  if (nestsDeeperThan(req.body, MAX_JSON_DEPTH)) {
    return next(new MedusaError(MedusaError.Types.INVALID_DATA, `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`))
  }
  next()
}

/** Wrong admin passwords allowed per window, per client address and per account. */
export const LOGIN_FAILURE_LIMIT = 10
export const LOGIN_WINDOW_MS = 15 * 60_000
export const TOO_MANY_LOGINS = "Too many failed logins. Please try again in 15 minutes."

/**
 * Admin login (POST /auth/user/emailpass): after 10 failures in 15 minutes from one address, or
 * for one account from anywhere, further attempts answer 429 until the window ends. Every attempt
 * is counted before it runs, so a burst of parallel guesses gets no more than 10 through; an
 * attempt that did not fail is taken back, so a seller's own logins never lock her out.
 */
export async function throttleAdminLogin(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const email = typeof (req.body as { email?: unknown })?.email === "string" ? (req.body as { email: string }).email.trim().toLowerCase() : ""
  const keys = [`login-failures:ip:${clientAddress(req)}`, ...(email ? [`login-failures:account:${email}`] : [])]
  const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER)
  let counts: number[] = []
  try {
    counts = await Promise.all(keys.map((key) => hitCounter().hit(key, LOGIN_WINDOW_MS)))
  } catch (error) {
    logger.warn(`Admin login throttle not checked: ${(error as Error).message}`)
  }
  const release = () =>
    Promise.all(keys.map((key) => hitCounter().release(key))).catch((error) =>
      logger.warn(`Admin login attempt not taken back: ${(error as Error).message}`)
    )
  if (counts.some((count) => count > LOGIN_FAILURE_LIMIT)) {
    // a refused attempt is no failure: the window ends 15 minutes after the failures, not later
    void release()
    res.set("Retry-After", String(LOGIN_WINDOW_MS / 1000))
    res.status(429).json({ type: "too_many_requests", message: TOO_MANY_LOGINS })
    return
  }
  res.on("finish", () => {
    if (counts.length && res.statusCode !== 401) void release()
  })
  next()
}
