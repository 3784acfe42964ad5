import {
  openLink as openWith,
  sealLink as sealWith,
  signatureMatches,
  CLOCK_SKEW_MS,
  type LinkRefusal,
  type OpenedLink,
} from "shop-signing"
import { settings } from "./settings"
import { NEWSLETTER_CONFIRMATION, SIGN_IN_CODE_VALID_MINUTES } from "./shop-constants"

/**
 * The links that act for a shopper, in one table: what each carries, the storefront page it opens,
 * how long it works and what a refused one is told. Each is sealed by the shop's one signing module
 * (packages/signing: AES-256-GCM under a key derived from TOKEN_SECRET per purpose; signed,
 * purpose-bound, expiring where the table says, unreadable), so nobody can make one for another
 * order, address or subscription, and none shows what it carries.
 */

export type { LinkRefusal, OpenedLink }

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

/** What each purpose's link carries. */
export type LinkPayloads = {
  /** The order page (the success page and the order confirmation); a guest order is read with it only. */
  "order-page": { order_id: string }
  /** The withdrawal function, for the order and the address it was placed with: no other details asked. */
  "order-withdrawal": { order_id: string; email: string }
  /** A review of one order line's product by its buyer, once per order line. */
  "order-line-review": { order_id: string; line_item_id: string; product_id: string }
  /** The subscription's page, without an account; each renewal's e-mail brings a fresh link. */
  "subscription-management": { subscription_id: string }
  /** The newsletter's unsubscribe link: works without a login, for the address that got the mail. */
  "newsletter-unsubscribe": { email: string }
  /** The newsletter's double opt-in: only the mailbox the link was sent to confirms. */
  "newsletter-confirmation": { email: string }
  /** The sign-in e-mail's link: the address and its one-time code; it works as long as the code. */
  "account-sign-in": { email: string; code: string }
}

export type LinkPurpose = keyof LinkPayloads

type LinkRule = {
  /** The storefront page the link opens, with the token as its `token` query parameter */
  path: string
  /** How long after its issue a link works; unset: as long as TOKEN_SECRET stays */
  validMs?: number
}

export const SHOP_LINKS = {
  // two years: the legal guarantee
  "order-page": { path: "/order", validMs: 730 * DAY_MS },
  "order-withdrawal": { path: "/withdrawal" },
  "order-line-review": { path: "/review" },
  "subscription-management": { path: "/subscription", validMs: 400 * DAY_MS },
  "newsletter-unsubscribe": { path: "/newsletter/unsubscribe" },
  "newsletter-confirmation": { path: "/newsletter/confirm", validMs: NEWSLETTER_CONFIRMATION.linkValidHours * HOUR_MS },
  "account-sign-in": { path: "/account/sign-in", validMs: SIGN_IN_CODE_VALID_MINUTES * 60_000 },
} as const satisfies Record<LinkPurpose, LinkRule>

/** The one answer to a link that does not open (forged, cut short or expired): it reveals nothing. */
export const LINK_REFUSALS = {
  "order-page": "This order link is not valid or has expired.",
  "subscription-management": "This link is not valid or has expired.",
  "account-sign-in": "This sign-in link is not valid or has expired. Ask for a new code.",
  "newsletter-confirmation": "This confirmation link is not valid.",
  "newsletter-confirmation-expired": "This confirmation link has expired. Please sign up again.",
} as const

/** The token of a link for `purpose` carrying `payload`, issued at `issuedAt`. */
export function linkToken<P extends LinkPurpose>(
  purpose: P,
  payload: LinkPayloads[P],
  { issuedAt = new Date(), secret = settings.TOKEN_SECRET } = {},
) {
  return sealWith(purpose, payload, { issuedAt, secret })
}

/** The storefront page of `purpose` with a fresh token for `payload`. */
export function linkUrl<P extends LinkPurpose>(purpose: P, payload: LinkPayloads[P], options: { issuedAt?: Date } = {}) {
  const url = new URL(SHOP_LINKS[purpose].path, settings.STOREFRONT_URL)
  url.searchParams.set("token", linkToken(purpose, payload, options))
  return url.toString()
}

/** The payload and issue time of a token sealed for `purpose`, or why it is refused (expired by the table's lifetime). */
export function openShopLink<P extends LinkPurpose>(
  purpose: P,
  token: unknown,
  { now = Date.now(), secret = settings.TOKEN_SECRET } = {},
): OpenedLink<LinkPayloads[P]> {
  if (purpose === "subscription-management" && typeof token === "string" && token.includes(".")) {
    // P is "subscription-management" here; TypeScript does not narrow a type parameter by a comparison
    return openEarlierSubscriptionLink(token, now, secret) as OpenedLink<LinkPayloads[P]>
  }
  const rule: LinkRule = SHOP_LINKS[purpose]
  return openWith<LinkPayloads[P]>(purpose, token, { validMs: rule.validMs, now, secret })
}

/** The payload of a token that opens for `purpose`, or null (missing, malformed, forged or expired). */
export function linkPayload<P extends LinkPurpose>(purpose: P, token: unknown, options?: { now?: number }): LinkPayloads[P] | null {
  const opened = openShopLink(purpose, token, options)
  return "payload" in opened ? opened.payload : null
}

/**
 * A subscription link mailed before the links were sealed: `<base64url JSON [id, issued at]>.<signature>`,
 * the signature the one signing module's for this purpose. Opens until it expires like a sealed one.
 */
function openEarlierSubscriptionLink(token: string, now: number, secret: string): OpenedLink<LinkPayloads["subscription-management"]> {
  const refused = { refused: "invalid" } as const
  const [payload, signature, extra] = token.split(".")
  if (!payload || !signature || extra !== undefined) return refused
  if (!signatureMatches(secret, "subscription-management", payload, signature)) return refused
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"))
    if (!Array.isArray(parsed)) return refused
    const [id, issuedAt]: unknown[] = parsed
    if (typeof id !== "string" || typeof issuedAt !== "number" || !Number.isSafeInteger(issuedAt) || issuedAt > now + CLOCK_SKEW_MS)
      return refused
    if (now - issuedAt > SHOP_LINKS["subscription-management"].validMs) return { refused: "expired" }
    return { payload: { subscription_id: id }, issuedAt: new Date(issuedAt) }
  } catch {
    return refused
  }
}
