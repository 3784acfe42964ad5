import { payloadOfLink, sealLink, storefrontLink } from "./signed-link"

/**
 * The newsletter's unsubscribe links carry the address, sealed by lib/signed-link, so a link works
 * without a login, nobody can unsubscribe an address they did not receive mail for, and the link
 * does not show the address.
 */
const PURPOSE = "newsletter-unsubscribe"

export function unsubscribeToken(email: string) {
  return sealLink(PURPOSE, { email })
}

/** The address of a valid token, or null. */
export function emailOfUnsubscribeToken(token: string): string | null {
  return payloadOfLink<{ email: string }>(PURPOSE, token)?.email ?? null
}

export function unsubscribeUrl(email: string) {
  return storefrontLink("/newsletter/unsubscribe", unsubscribeToken(email))
}
