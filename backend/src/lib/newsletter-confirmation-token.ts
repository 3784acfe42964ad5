import { openLink, sealLink, storefrontLink } from "./signed-link"
import { NEWSLETTER_CONFIRMATION } from "./shop-constants"

/**
 * The newsletter's confirmation links (double opt-in) carry the address and the time the link was
 * issued, sealed by lib/signed-link: only the mailbox the link was sent to can confirm, and only
 * within NEWSLETTER_CONFIRMATION.linkValidHours.
 */
const PURPOSE = "newsletter-confirmation"

export const CONFIRMATION_LINK_VALID_MS = NEWSLETTER_CONFIRMATION.linkValidHours * 60 * 60 * 1000

export const CONFIRMATION_LINK_MESSAGES = {
  invalid: "This confirmation link is not valid.",
  expired: "This confirmation link has expired. Please sign up again.",
} as const

export function confirmationToken(email: string, issuedAt: Date) {
  return sealLink(PURPOSE, { email }, { issuedAt })
}

export type ConfirmationLink = { email: string; issuedAt: Date }

/** The address and issue time of a valid, unexpired token; else why it is refused. */
export function readConfirmationToken(token: string, now = Date.now()): ConfirmationLink | { refused: keyof typeof CONFIRMATION_LINK_MESSAGES } {
  const opened = openLink<{ email: string }>(PURPOSE, token, { validMs: CONFIRMATION_LINK_VALID_MS, now })
  if ("refused" in opened) return { refused: opened.refused }
  return { email: opened.payload.email, issuedAt: opened.issuedAt }
}

/** The storefront page that confirms the sign-up. */
export function confirmationUrl(email: string, issuedAt: Date) {
  return storefrontLink("/newsletter/confirm", confirmationToken(email, issuedAt))
}
