import { authenticate, type AuthenticatedMedusaRequest, type MedusaNextFunction, type MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"

/**
 * "Sign out everywhere": a customer's sessions and tokens issued before the moment it was asked
 * (kept in the customer's metadata, in whole seconds as a token's `iat`) no longer open the account.
 */
export const SESSIONS_VALID_FROM = "sessions_valid_from"
export const SIGNED_OUT = "You are signed out. Please sign in again."

/** The signed-in customer, by session cookie or token. */
export const signedInCustomer = authenticate("customer", ["session", "bearer"])

/** Refuses a customer's session or token that "sign out everywhere" ended (its session is destroyed too). */
export async function refuseEndedSessions(req: AuthenticatedMedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const context = req.auth_context
  if (context?.actor_type !== "customer" || !context.actor_id) return next()
  const [customer] = await req.scope.resolve(Modules.CUSTOMER).listCustomers({ id: context.actor_id }, { select: ["id", "metadata"] })
  const validFrom = Number(customer?.metadata?.[SESSIONS_VALID_FROM] ?? 0)
  // Medusa's AuthContext type leaves out the token's iat, which its authenticate keeps in the context
  const issuedAt = "iat" in context ? context.iat : undefined
  if (customer && Number(issuedAt ?? 0) >= validFrom) return next()
  req.session?.destroy?.(() => undefined)
  res.status(401).json({ type: "unauthorized", message: SIGNED_OUT })
}

/** The moment from which a customer's sessions count, for "sign out everywhere" now. */
export const sessionsValidFromNow = () => Math.ceil(Date.now() / 1000)
