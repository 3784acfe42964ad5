import crypto from "node:crypto"
import { settings } from "./settings"

/**
 * The review links of an order carry the order, the order line and its product, signed with
 * TOKEN_SECRET: only the buyer who received the link can review that product, once per order line.
 */
const PURPOSE = "order-line-review"

export type ReviewInvitation = { order_id: string; line_item_id: string; product_id: string }

const signature = (payload: string) =>
  crypto.createHmac("sha256", settings.TOKEN_SECRET).update(`${PURPOSE}:${payload}`).digest("base64url")

export function reviewToken({ order_id, line_item_id, product_id }: ReviewInvitation) {
  const payload = Buffer.from([order_id, line_item_id, product_id].join(":")).toString("base64url")
  return `${payload}.${signature(payload)}`
}

/** The order line a valid token invites a review of, or null for a missing, malformed or forged one. */
export function invitationOfReviewToken(token: string): ReviewInvitation | null {
  const [payload, given] = token.split(".")
  if (!payload || !given) return null
  const expected = Buffer.from(signature(payload))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return null
  const [order_id, line_item_id, product_id] = Buffer.from(payload, "base64url").toString("utf8").split(":")
  return order_id && line_item_id && product_id ? { order_id, line_item_id, product_id } : null
}

/** The storefront page where the buyer writes the review. */
export function reviewUrl(invitation: ReviewInvitation) {
  const url = new URL("/review", settings.STOREFRONT_URL)
  url.searchParams.set("token", reviewToken(invitation))
  return url.toString()
}
