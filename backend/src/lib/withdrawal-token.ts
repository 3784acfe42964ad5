import crypto from "node:crypto"
import { settings } from "./settings"

/**
 * The withdrawal link of an order confirmation carries the order and the address it was placed with,
 * signed with TOKEN_SECRET like the review and unsubscribe links: it fills in the withdrawal form
 * for the buyer, and nobody can make one for another order.
 */
const PURPOSE = "order-withdrawal"

export type WithdrawalInvitation = { order_id: string; email: string }

const signature = (payload: string) =>
  crypto.createHmac("sha256", settings.TOKEN_SECRET).update(`${PURPOSE}:${payload}`).digest("base64url")

export function withdrawalToken({ order_id, email }: WithdrawalInvitation) {
  const payload = Buffer.from(JSON.stringify([order_id, email])).toString("base64url")
  return `${payload}.${signature(payload)}`
}

/** The order and address of a valid token, or null for a missing, malformed or forged one. */
export function invitationOfWithdrawalToken(token: string): WithdrawalInvitation | null {
  const [payload, given] = token.split(".")
  if (!payload || !given) return null
  const expected = Buffer.from(signature(payload))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return null
  try {
    const [order_id, email] = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown[]
    return typeof order_id === "string" && typeof email === "string" ? { order_id, email } : null
  } catch {
    return null
  }
}

/** The storefront's withdrawal page, filled in for this order. */
export function withdrawalUrl(invitation: WithdrawalInvitation) {
  const url = new URL("/withdrawal", settings.STOREFRONT_URL)
  url.searchParams.set("token", withdrawalToken(invitation))
  return url.toString()
}
