import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import {
  CUSTOMER_SESSION_COOKIE,
  CUSTOMER_SESSION_TTL_MS,
  customerSessionCookieOptions,
  endCustomerSession,
  isEndedSession,
} from "../sessions"
import type { AccountSessionAnswer } from "order-summary/store-api"

/**
 * Whether this browser holds a customer's session, answered 200 either way: the storefront asks it
 * before it reads the account, so a guest's pages call nothing that refuses them (the session
 * cookie is HttpOnly and sent only to the account's routes: the storefront cannot see it). An ended
 * or expired session's cookie is cleared.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AccountSessionAnswer>) {
  const signedIn = req.auth_context?.actor_type === "customer" && Boolean(req.auth_context.actor_id) && !(await isEndedSession(req))
  if (!signedIn && req.cookies?.[CUSTOMER_SESSION_COOKIE]) endCustomerSession(res)
  res.status(200).json({ signed_in: signedIn })
}

/**
 * Signing in: the token of this sign-in (naming the customer, checked by the middlewares) becomes
 * the customer's session cookie, replacing whatever cookie the browser had.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const token = (req.headers.authorization ?? "").replace(/^bearer\s+/i, "")
  res.cookie(CUSTOMER_SESSION_COOKIE, token, { ...customerSessionCookieOptions(), maxAge: CUSTOMER_SESSION_TTL_MS })
  res.status(200).json({ customer: { id: req.auth_context.actor_id } })
}

/** Signing out here: the session cookie is gone; a later sign-in makes a new one. */
export async function DELETE(_req: MedusaRequest, res: MedusaResponse) {
  res.clearCookie(CUSTOMER_SESSION_COOKIE, customerSessionCookieOptions())
  res.status(200).json({ success: true })
}
