import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { ADMIN_PATH } from "./doors"
import { adminOrigins } from "./seller-session"

/**
 * The seller's registration (`POST /auth/user/emailpass/register`) is open only to the holder of a
 * pending invite: Medusa's admin makes the new staff member's identity there before accepting the
 * invite. Without one, every refusal is the same answer, given before anything looks an address up,
 * so nobody learns which addresses the staff sign in with (Medusa's own answer for a known address
 * is "Identity with email already exists").
 */

export const REGISTRATION_NEEDS_INVITE = "Registration needs a valid invitation."

/** Where Medusa's admin accepts an invite; its address carries the invite's token (`?token=`). */
const INVITE_PAGE_PATH = `${ADMIN_PATH}/invite`

/**
 * The invite's token: `?token=` on the request (as `POST /admin/invites/accept` takes it), or the
 * admin's invite page the request was sent from. Medusa's admin registers without naming the
 * invite; its page is served from the backend's own origin (or ADMIN_CORS's), which the browser
 * names in full in the Referer (Referrer-Policy strict-origin-when-cross-origin).
 */
function inviteToken(req: MedusaRequest): string | undefined {
  if (typeof req.query.token === "string" && req.query.token) return req.query.token
  const referer = req.get("referer")
  if (!referer) return undefined
  try {
    const page = new URL(referer)
    if (!adminOrigins().has(page.origin) || page.pathname !== INVITE_PAGE_PATH) return undefined
    return page.searchParams.get("token") || undefined
  } catch {
    return undefined
  }
}

/** True for a token of an invite that exists, is not accepted and has not expired (Medusa verifies its signature). */
async function isPendingInvite(req: MedusaRequest, token: string) {
  try {
    const invite = await req.scope.resolve(Modules.USER).validateInviteToken(token)
    return !invite.accepted
  } catch {
    return false
  }
}

export async function requireSellerInvite(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const token = inviteToken(req)
  if (token && (await isPendingInvite(req, token))) return next()
  res.status(400).json({ type: "invalid_data", message: REGISTRATION_NEEDS_INVITE })
}
