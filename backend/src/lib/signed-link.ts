import crypto from "node:crypto"
import { settings } from "./settings"

/**
 * The one signing module of the links that act for a shopper (order page, review, withdrawal,
 * subscription, newsletter, account sign-in). A link's token is its payload and the time it was
 * issued, sealed with AES-256-GCM under a key derived from TOKEN_SECRET for the link's purpose (HKDF):
 * - signed: nobody without TOKEN_SECRET can make or change one (GCM's tag);
 * - purpose-bound: a token of one purpose opens under no other (its own key, and the purpose as
 *   additional data);
 * - expiring where the purpose says so (`validMs` when opened);
 * - unreadable: it carries no order id, e-mail address or anything else a reader could use.
 */

export type LinkPurpose =
  | "order-page"
  | "order-withdrawal"
  | "order-line-review"
  | "subscription-management"
  | "newsletter-unsubscribe"
  | "newsletter-confirmation"
  | "account-sign-in"

/** Why a token does not open: not made here (or for another purpose), or too old. */
export type LinkRefusal = "invalid" | "expired"

export type OpenedLink<T> = { payload: T; issuedAt: Date } | { refused: LinkRefusal }

const VERSION = 1
const IV_BYTES = 12
const TAG_BYTES = 16
/** A link from the future was not issued here; a minute allowed for the clocks of server and worker. */
const CLOCK_SKEW_MS = 60_000
/** Longer tokens were not made here: refused before any work. */
const MAX_TOKEN_LENGTH = 2_000

const keys = new Map<string, Buffer>()

function keyFor(purpose: LinkPurpose, secret: string) {
  const cacheKey = `${purpose}\u0000${secret}`
  let key = keys.get(cacheKey)
  if (!key) {
    key = Buffer.from(crypto.hkdfSync("sha256", secret, "shop-signed-link", purpose, 32))
    keys.set(cacheKey, key)
  }
  return key
}

/** The token of a link for `purpose` carrying `payload` (JSON), issued at `issuedAt`. */
export function sealLink(purpose: LinkPurpose, payload: unknown, { issuedAt = new Date(), secret = settings.TOKEN_SECRET } = {}) {
  const iv = crypto.randomBytes(IV_BYTES)
  const cipher = crypto.createCipheriv("aes-256-gcm", keyFor(purpose, secret), iv)
  cipher.setAAD(Buffer.from(purpose))
  const plain = Buffer.from(JSON.stringify([issuedAt.getTime(), payload]))
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()])
  return Buffer.concat([Buffer.from([VERSION]), iv, sealed, cipher.getAuthTag()]).toString("base64url")
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
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return { refused: "invalid" }
  const bytes = Buffer.from(token, "base64url")
  // one spelling per token: base64url decoding drops stray trailing characters ("<token>x")
  if (bytes.toString("base64url") !== token) return { refused: "invalid" }
  if (bytes.length < 1 + IV_BYTES + TAG_BYTES + 1 || bytes[0] !== VERSION) return { refused: "invalid" }
  const iv = bytes.subarray(1, 1 + IV_BYTES)
  const tag = bytes.subarray(bytes.length - TAG_BYTES)
  const sealed = bytes.subarray(1 + IV_BYTES, bytes.length - TAG_BYTES)
  let plain: Buffer
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", keyFor(purpose, secret), iv, { authTagLength: TAG_BYTES })
    decipher.setAAD(Buffer.from(purpose))
    decipher.setAuthTag(tag)
    plain = Buffer.concat([decipher.update(sealed), decipher.final()])
  } catch {
    return { refused: "invalid" }
  }
  const [issuedAt, payload] = JSON.parse(plain.toString("utf8")) as [number, T]
  if (!Number.isSafeInteger(issuedAt) || issuedAt > now + CLOCK_SKEW_MS) return { refused: "invalid" }
  if (validMs !== undefined && now - issuedAt > validMs) return { refused: "expired" }
  return { payload, issuedAt: new Date(issuedAt) }
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
