import {
  authenticate,
  type AuthenticatedMedusaRequest,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
} from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { settings } from "../../../lib/settings"

/**
 * "Sign out everywhere": a customer's sessions and tokens issued before the moment it was asked
 * (kept in the customer's metadata, in whole seconds as a token's `iat`) no longer open the account.
 */
export const SESSIONS_VALID_FROM = "sessions_valid_from"
export const SIGNED_OUT = "You are signed out. Please sign in again."

/**
 * The customer's session: a cookie of its own, apart from Medusa's session cookie, which is the
 * seller's admin's (api/seller-session.ts): signing in to one never signs the other out, and
 * nothing of the seller's session answers a page of the storefront. It holds the token Medusa
 * issued at this sign-in (signed, naming the customer, expiring), so each sign-in makes a new
 * session and a cookie planted before it is replaced; sent only to the account's routes.
 */
export const CUSTOMER_SESSION_COOKIE = "shop_customer_session"
export const CUSTOMER_SESSION_PATH = "/store/account"
/** As long as Medusa's own session lasts (its default ttl), within the token's day. */
export const CUSTOMER_SESSION_TTL_MS = 10 * 60 * 60 * 1000

export const customerSessionCookieOptions = () => ({
  httpOnly: true,
  sameSite: "lax" as const,
  secure: settings.SHOP_MODE === "production",
  path: CUSTOMER_SESSION_PATH,
})

/**
 * The session cookie read as the bearer token it holds, for Medusa's authenticate (which reads
 * tokens from the Authorization header); a token sent by the caller itself goes first.
 */
export function customerSessionAsBearer(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const cookies: unknown = req.cookies
  const token =
    typeof cookies === "object" && cookies !== null && CUSTOMER_SESSION_COOKIE in cookies ? cookies[CUSTOMER_SESSION_COOKIE] : undefined
  if (!req.headers.authorization && typeof token === "string" && token) req.headers.authorization = `Bearer ${token}`
  next()
}

/** The customer's session cookie ended in this browser (signing out, "sign out everywhere", deletion). */
export function endCustomerSession(res: MedusaResponse) {
  res.clearCookie(CUSTOMER_SESSION_COOKIE, customerSessionCookieOptions())
}

/** The signed-in customer, by the customer's session cookie or a token; never by Medusa's session (the seller's). */
export const signedInCustomer = [customerSessionAsBearer, authenticate("customer", "bearer")]

/** True when "sign out everywhere" (or deleting the account) ended this customer's session or token. */
export async function isEndedSession(req: AuthenticatedMedusaRequest) {
  const context = req.auth_context
  if (context?.actor_type !== "customer" || !context.actor_id) return false
  const [customer] = await req.scope.resolve(Modules.CUSTOMER).listCustomers({ id: context.actor_id }, { select: ["id", "metadata"] })
  const validFrom = Number(customer?.metadata?.[SESSIONS_VALID_FROM] ?? 0)
  // Medusa's AuthContext type leaves out the token's iat, which its authenticate keeps in the context
  const issuedAt = "iat" in context ? context.iat : undefined
  return !customer || Number(issuedAt ?? 0) < validFrom
}

/** Refuses a customer's session or token that "sign out everywhere" ended (its cookie is cleared too). */
export async function refuseEndedSessions(req: AuthenticatedMedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (!(await isEndedSession(req))) return next()
  endCustomerSession(res)
  res.status(401).json({ type: "unauthorized", message: SIGNED_OUT })
}

/** The moment from which a customer's sessions count, for "sign out everywhere" now. */
export const sessionsValidFromNow = () => Math.ceil(Date.now() / 1000)
