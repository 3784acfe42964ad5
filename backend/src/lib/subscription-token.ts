import crypto from "node:crypto"
import { settings } from "./settings"

/**
 * The management link of every subscription e-mail carries the subscription and the time the link
 * was issued, signed with TOKEN_SECRET like the withdrawal and unsubscribe links: it identifies the
 * subscription without an account, nobody can make one for another, and it works for
 * SUBSCRIPTION_LINK_VALID_DAYS (each renewal's e-mail brings a fresh one).
 */
const PURPOSE = "subscription-management"

export const SUBSCRIPTION_LINK_VALID_DAYS = 400
const VALID_MS = SUBSCRIPTION_LINK_VALID_DAYS * 24 * 60 * 60 * 1000

/** The one answer to a forged, expired or unknown link: it reveals nothing. */
export const SUBSCRIPTION_LINK_INVALID = "This link is not valid or has expired."

const signature = (payload: string) =>
  crypto.createHmac("sha256", settings.TOKEN_SECRET).update(`${PURPOSE}:${payload}`).digest("base64url")

export function subscriptionToken(subscriptionId: string, issuedAt = new Date()) {
  const payload = Buffer.from(JSON.stringify([subscriptionId, issuedAt.getTime()])).toString("base64url")
  return `${payload}.${signature(payload)}`
}

/** The subscription id of a valid, unexpired token; null for anything else. */
export function subscriptionOfToken(token: string, now = Date.now()): string | null {
  const [payload, given, extra] = token.split(".")
  if (!payload || !given || extra !== undefined) return null
  const expected = Buffer.from(signature(payload))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return null
  try {
    const [id, issuedAt] = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown[]
    if (typeof id !== "string" || typeof issuedAt !== "number" || !Number.isSafeInteger(issuedAt)) return null
    // a link from the future was not issued here (a minute allowed for clocks of server and worker)
    if (issuedAt > now + 60_000 || now - issuedAt > VALID_MS) return null
    return id
  } catch {
    return null
  }
}

/** The storefront's page where the shopper manages the subscription. */
export function subscriptionManageUrl(subscriptionId: string, issuedAt = new Date()) {
  const url = new URL("/subscription", settings.STOREFRONT_URL)
  url.searchParams.set("token", subscriptionToken(subscriptionId, issuedAt))
  return url.toString()
}
