import { authenticate, type AuthenticatedMedusaRequest, type MedusaNextFunction, type MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"

/**
 * "Sign out everywhere": a customer's tokens issued before the moment it was asked
 * (kept in the customer's metadata, in whole seconds as a token's `iat`) no longer open the account.
 */
export const SESSIONS_VALID_FROM = "sessions_valid_from"
export const SIGNED_OUT = "You are signed out. Please sign in again."

/**
 * The signed-in customer: by the customer's token (`Authorization: Bearer`), never by Medusa's session
 * (the seller's admin's, api/seller-session.ts). The storefront's server keeps the token in a cookie
 * of its own origin and passes it on (storefront/app/lib/customer-session.server.ts).
 */
export const signedInCustomer = [authenticate("customer", "bearer")]

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

/** Refuses a customer's token that "sign out everywhere" (or deleting the account) ended. */
export async function refuseEndedSessions(req: AuthenticatedMedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (!(await isEndedSession(req))) return next()
  res.status(401).json({ type: "unauthorized", message: SIGNED_OUT })
}

/** The moment from which a customer's sessions count, for "sign out everywhere" now. */
export const sessionsValidFromNow = () => Math.ceil(Date.now() / 1000)
