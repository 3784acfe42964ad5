import crypto from "node:crypto"
import { settings } from "./settings"
import { NEWSLETTER_CONFIRMATION } from "./shop-constants"

/**
 * The newsletter's confirmation links (double opt-in) carry the address and the time the link was
 * issued, signed with TOKEN_SECRET: only the mailbox the link was sent to can confirm, and only
 * within NEWSLETTER_CONFIRMATION.linkValidHours.
 */
const PURPOSE = "newsletter-confirmation"

export const CONFIRMATION_LINK_VALID_MS = NEWSLETTER_CONFIRMATION.linkValidHours * 60 * 60 * 1000

export const CONFIRMATION_LINK_MESSAGES = {
  invalid: "This confirmation link is not valid.",
  expired: "This confirmation link has expired. Please sign up again.",
} as const

const signature = (payload: string) =>
  crypto.createHmac("sha256", settings.TOKEN_SECRET).update(`${PURPOSE}:${payload}`).digest("base64url")

export function confirmationToken(email: string, issuedAt: Date) {
  const payload = Buffer.from(`${issuedAt.getTime()}:${email}`).toString("base64url")
  return `${payload}.${signature(payload)}`
}

export type ConfirmationLink = { email: string; issuedAt: Date }

/** The address and issue time of a valid, unexpired token; else why it is refused. */
export function readConfirmationToken(token: string, now = Date.now()): ConfirmationLink | { refused: keyof typeof CONFIRMATION_LINK_MESSAGES } {
  const [payload, given] = token.split(".")
  if (!payload || !given) return { refused: "invalid" }
  const expected = Buffer.from(signature(payload))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return { refused: "invalid" }
  const decoded = Buffer.from(payload, "base64url").toString("utf8")
  const separator = decoded.indexOf(":")
  const issuedAt = Number(decoded.slice(0, separator))
  const email = decoded.slice(separator + 1)
  if (separator < 1 || !Number.isSafeInteger(issuedAt) || !email) return { refused: "invalid" }
  // a link from the future was not issued here (a minute allowed for clocks of server and worker)
  if (issuedAt > now + 60_000) return { refused: "invalid" }
  if (now - issuedAt > CONFIRMATION_LINK_VALID_MS) return { refused: "expired" }
  return { email, issuedAt: new Date(issuedAt) }
}

/** The storefront page that confirms the sign-up. */
export function confirmationUrl(email: string, issuedAt: Date) {
  const url = new URL("/newsletter/confirm", settings.STOREFRONT_URL)
  url.searchParams.set("token", confirmationToken(email, issuedAt))
  return url.toString()
}
