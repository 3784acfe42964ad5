import { openLink as openWith, sealLink as sealWith, type LinkRefusal, type OpenedLink } from "shop-signing"
import { settings } from "./settings"

/**
 * The links that act for a shopper (order page, review, withdrawal, subscription, newsletter, account
 * sign-in), sealed by the shop's one signing module (packages/signing: AES-256-GCM under a key
 * derived from the secret per purpose; signed, purpose-bound, expiring where the purpose says,
 * unreadable) under TOKEN_SECRET.
 */

export type { LinkRefusal, OpenedLink }

export type LinkPurpose =
  | "order-page"
  | "order-withdrawal"
  | "order-line-review"
  | "subscription-management"
  | "newsletter-unsubscribe"
  | "newsletter-confirmation"
  | "account-sign-in"

/** The token of a link for `purpose` carrying `payload` (JSON), issued at `issuedAt`. */
export function sealLink(purpose: LinkPurpose, payload: unknown, { issuedAt = new Date(), secret = settings.TOKEN_SECRET } = {}) {
  return sealWith(purpose, payload, { issuedAt, secret })
}

/**
 * The payload and issue time of a token sealed here for `purpose`, or why it is refused. `validMs`:
 * how long after its issue a link works (unset: as long as TOKEN_SECRET stays).
 */
export function openLink<T = unknown>(
  purpose: LinkPurpose,
  token: unknown,
  { validMs, now = Date.now(), secret = settings.TOKEN_SECRET }: { validMs?: number; now?: number; secret?: string } = {}
): OpenedLink<T> {
  return openWith<T>(purpose, token, { validMs, now, secret })
}

/** The payload of a token that opens, or null. */
export function payloadOfLink<T>(purpose: LinkPurpose, token: unknown, options?: Parameters<typeof openLink>[2]): T | null {
  const opened = openLink<T>(purpose, token, options)
  return "payload" in opened ? opened.payload : null
}

/** A storefront page's address with the token as its `token` query parameter. */
export function storefrontLink(path: string, token: string) {
  const url = new URL(path, settings.STOREFRONT_URL)
  url.searchParams.set("token", token)
  return url.toString()
}

export const DAY_MS = 24 * 60 * 60 * 1000
