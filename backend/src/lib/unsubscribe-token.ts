import crypto from "node:crypto"
import { settings } from "./settings"

/**
 * The newsletter's unsubscribe links carry the address and an HMAC of it (TOKEN_SECRET), so a link
 * works without a login and nobody can unsubscribe an address they did not receive mail for.
 */
const PURPOSE = "newsletter-unsubscribe"

const signature = (email: string) =>
  crypto.createHmac("sha256", settings.TOKEN_SECRET).update(`${PURPOSE}:${email}`).digest("base64url")

export function unsubscribeToken(email: string) {
  return `${Buffer.from(email).toString("base64url")}.${signature(email)}`
}

/** The address of a valid token, or null. */
export function emailOfUnsubscribeToken(token: string): string | null {
  const [encoded, given] = token.split(".")
  if (!encoded || !given) return null
  const email = Buffer.from(encoded, "base64url").toString("utf8")
  const expected = Buffer.from(signature(email))
  const actual = Buffer.from(given)
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected) ? email : null
}

export function unsubscribeUrl(email: string) {
  const url = new URL("/newsletter/unsubscribe", settings.STOREFRONT_URL)
  url.searchParams.set("token", unsubscribeToken(email))
  return url.toString()
}
