import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaResponse } from "@medusajs/framework/http"
import { settings } from "../lib/settings"

/**
 * Medusa's session cookie (`POST /auth/session`) belongs to the seller's admin alone; a customer's
 * session is the storefront's own cookie, holding the customer's token (store/account/sessions.ts). A session id is never reused across a sign-in, and
 * no page of another origin (the storefront's) is answered the seller's token.
 */

export const SESSION_FOR_SELLER_ONLY = "This session is for the seller's admin. Shoppers sign in through the shop."
export const NO_ADMIN_TOKEN_HERE = "The admin's token is renewed only by the admin."

/** express-session's session, as far as these middlewares use it (Medusa types req.session as any). */
type RegeneratingSession = { regenerate(done: (error?: unknown) => void): void }
const canRegenerate = (session: unknown): session is RegeneratingSession =>
  typeof session === "object" && session !== null && "regenerate" in session && typeof session.regenerate === "function"

/** Origins the admin is served from: the backend's own and ADMIN_CORS's. */
export function adminOrigins(from: Pick<typeof settings, "BACKEND_URL" | "ADMIN_CORS"> = settings) {
  const origins = from.ADMIN_CORS.split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        return [new URL(entry).origin]
      } catch {
        return []
      }
    })
  return new Set([new URL(from.BACKEND_URL).origin, ...origins])
}

/** A browser's request from a page that is not the admin (no Origin: not a browser's cross-origin call). */
const fromOutsideAdmin = (req: AuthenticatedMedusaRequest) => {
  const origin = req.get("origin")
  return Boolean(origin) && !adminOrigins().has(origin ?? "")
}

/**
 * `POST /auth/session`: only a seller's token becomes Medusa's session, and always in a new session
 * (express-session's regenerate): a session id planted in the browser before the sign-in, or the
 * one of an earlier sign-in, is worth nothing after it.
 */
export function startSellerSession(req: AuthenticatedMedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (req.auth_context?.actor_type !== "user") {
    res.status(403).json({ type: "not_allowed", message: SESSION_FOR_SELLER_ONLY })
    return
  }
  if (!canRegenerate(req.session)) return next()
  req.session.regenerate((error) => (error ? next(error) : next()))
}

/**
 * `POST /auth/token/refresh`: Medusa reads the session first, so a page of the storefront calling it
 * in a browser where the seller is signed in would get the seller's token. A seller's token is
 * renewed only for the admin's own origin (or a caller that is not a browser).
 */
export function refuseAdminTokenOutsideAdmin(req: AuthenticatedMedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (req.auth_context?.actor_type === "user" && fromOutsideAdmin(req)) {
    res.status(403).json({ type: "not_allowed", message: NO_ADMIN_TOKEN_HERE })
    return
  }
  next()
}

/** `DELETE /auth/session`: the seller's session is signed out by the admin only, not by a page of the storefront. */
export function refuseOutsideAdmin(req: AuthenticatedMedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (fromOutsideAdmin(req)) {
    res.status(403).json({ type: "not_allowed", message: SESSION_FOR_SELLER_ONLY })
    return
  }
  next()
}
