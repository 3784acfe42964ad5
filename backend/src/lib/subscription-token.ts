import { CLOCK_SKEW_MS, signatureMatches } from "shop-signing"
import { settings } from "./settings"
import { DAY_MS, payloadOfLink, sealLink, storefrontLink } from "./signed-link"

/**
 * The management link of every subscription e-mail identifies the subscription without an account,
 * sealed like every link that acts for a shopper (lib/signed-link): nobody can make one for
 * another, and it works for SUBSCRIPTION_LINK_VALID_DAYS (each renewal's e-mail brings a fresh one).
 */
const PURPOSE = "subscription-management"

export const SUBSCRIPTION_LINK_VALID_DAYS = 400
const VALID_MS = SUBSCRIPTION_LINK_VALID_DAYS * DAY_MS

/** The one answer to a forged, expired or unknown link: it reveals nothing. */
export const SUBSCRIPTION_LINK_INVALID = "This link is not valid or has expired."

export function subscriptionToken(subscriptionId: string, issuedAt = new Date()) {
  return sealLink(PURPOSE, { subscription_id: subscriptionId }, { issuedAt })
}

/**
 * A link mailed before the links were sealed: `<base64url JSON [id, issued at]>.<signature>`, the
 * signature the one signing module's for this purpose. Opens until it expires like a sealed one.
 */
function subscriptionOfEarlierToken(token: string, now: number): string | null {
  const [payload, signature, extra] = token.split(".")
  if (!payload || !signature || extra !== undefined) return null
  if (!signatureMatches(settings.TOKEN_SECRET, PURPOSE, payload, signature)) return null
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"))
    if (!Array.isArray(parsed)) return null
    const [id, issuedAt]: unknown[] = parsed
    if (typeof id !== "string" || typeof issuedAt !== "number" || !Number.isSafeInteger(issuedAt)) return null
    if (issuedAt > now + CLOCK_SKEW_MS || now - issuedAt > VALID_MS) return null
    return id
  } catch {
    return null
  }
}

/** The subscription id of a valid, unexpired token; null for anything else. */
export function subscriptionOfToken(token: string, now = Date.now()): string | null {
  if (token.includes(".")) return subscriptionOfEarlierToken(token, now)
  const payload = payloadOfLink<{ subscription_id?: unknown }>(PURPOSE, token, { validMs: VALID_MS, now })
  return typeof payload?.subscription_id === "string" ? payload.subscription_id : null
}

/** The storefront's page where the shopper manages the subscription. */
export function subscriptionManageUrl(subscriptionId: string, issuedAt = new Date()) {
  return storefrontLink("/subscription", subscriptionToken(subscriptionId, issuedAt))
}
