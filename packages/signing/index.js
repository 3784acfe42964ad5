// The shop's one signing module: every link and request that one side signs and the other checks
// goes through it, in the backend (links in e-mails, the seed's cache reset, the page cache's
// invalidation) and in the storefront's server (the page cache's invalidation). Types are in
// index.d.ts.
//
// Plain CommonJS with no build step: the backend (and Jest) require() it, the storefront's server
// (an ES module, not bundled) imports it by name, with no warning about a package's module type.
"use strict"
const { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } = require("node:crypto")

// ---- Sealed links ----------------------------------------------------------------------------
// A link's token is its payload and the time it was issued, sealed with AES-256-GCM under a key
// derived from the secret for the link's purpose (HKDF):
// - signed: nobody without the secret can make or change one (GCM's tag);
// - purpose-bound: a token of one purpose opens under no other (its own key, and the purpose as
//   additional data);
// - expiring where the purpose says so (`validMs` when opened);
// - unreadable: it carries no order id, e-mail address or anything else a reader could use.

const VERSION = 1
const IV_BYTES = 12
const TAG_BYTES = 16
/** A link from the future was not issued here; a minute allowed for the clocks of server and worker. */
const CLOCK_SKEW_MS = 60_000
/** Longer tokens were not made here: refused before any work. */
const MAX_TOKEN_LENGTH = 2_000

const keys = new Map()

function keyFor(purpose, secret) {
  if (typeof secret !== "string" || !secret) throw new Error("A signing secret is required")
  const cacheKey = `${purpose}\u0000${secret}`
  let key = keys.get(cacheKey)
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "shop-signed-link", purpose, 32))
    keys.set(cacheKey, key)
  }
  return key
}

/** The token of a link for `purpose` carrying `payload` (JSON), issued at `issuedAt`. */
function sealLink(purpose, payload, { secret, issuedAt = new Date() }) {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv("aes-256-gcm", keyFor(purpose, secret), iv)
  cipher.setAAD(Buffer.from(purpose))
  const plain = Buffer.from(JSON.stringify([issuedAt.getTime(), payload]))
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()])
  return Buffer.concat([Buffer.from([VERSION]), iv, sealed, cipher.getAuthTag()]).toString("base64url")
}

/**
 * The payload and issue time of a token sealed for `purpose`, or why it is refused ("invalid": not
 * made with this secret for this purpose; "expired"). `validMs`: how long after its issue a link
 * works (unset: as long as the secret stays).
 */
function openLink(purpose, token, { secret, validMs, now = Date.now() }) {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return { refused: "invalid" }
  const bytes = Buffer.from(token, "base64url")
  // one spelling per token: base64url decoding drops stray trailing characters ("<token>x")
  if (bytes.toString("base64url") !== token) return { refused: "invalid" }
  if (bytes.length < 1 + IV_BYTES + TAG_BYTES + 1 || bytes[0] !== VERSION) return { refused: "invalid" }
  const iv = bytes.subarray(1, 1 + IV_BYTES)
  const tag = bytes.subarray(bytes.length - TAG_BYTES)
  const sealed = bytes.subarray(1 + IV_BYTES, bytes.length - TAG_BYTES)
  let plain
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(purpose, secret), iv, { authTagLength: TAG_BYTES })
    decipher.setAAD(Buffer.from(purpose))
    decipher.setAuthTag(tag)
    plain = Buffer.concat([decipher.update(sealed), decipher.final()])
  } catch {
    return { refused: "invalid" }
  }
  const [issuedAt, payload] = JSON.parse(plain.toString("utf8"))
  if (!Number.isSafeInteger(issuedAt) || issuedAt > now + CLOCK_SKEW_MS) return { refused: "invalid" }
  if (validMs !== undefined && now - issuedAt > validMs) return { refused: "expired" }
  return { payload, issuedAt: new Date(issuedAt) }
}

// ---- Signatures ------------------------------------------------------------------------------
// HMAC-SHA256 under a secret of "<purpose>:<message>", base64url: a signature made for one purpose
// is worth nothing for another, even under the same secret.

/** The signature of `message` (text or bytes) for `purpose`. */
function sign(secret, purpose, message) {
  if (typeof secret !== "string" || !secret) throw new Error("A signing secret is required")
  return createHmac("sha256", secret).update(`${purpose}:`).update(message).digest("base64url")
}

/** True when `signature` is the signature of `message` for `purpose`; compared in constant time. */
function signatureMatches(secret, purpose, message, signature) {
  if (typeof signature !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return false
  return timingSafeEqual(Buffer.from(sign(secret, purpose, message)), Buffer.from(signature))
}

/**
 * A dated signature, `<sent at, ms>.<signature of the time>`, for a request whose only content is
 * that it was sent: nobody without the secret can make one, nor replay it later.
 */
function datedSignature(secret, purpose, now = Date.now()) {
  return `${now}.${sign(secret, purpose, String(now))}`
}

/** True when `header` is a dated signature for `purpose`, made within `maxAgeMs` of `now` (either way). */
function isFreshDatedSignature(secret, purpose, header, { maxAgeMs, now = Date.now() }) {
  const [sentAt, signature, ...rest] = (typeof header === "string" ? header : "").split(".")
  if (!sentAt || !signature || rest.length || !/^\d{1,15}$/.test(sentAt)) return false
  if (Math.abs(now - Number(sentAt)) > maxAgeMs) return false
  return signatureMatches(secret, purpose, sentAt, signature)
}

// ---- Secrets ---------------------------------------------------------------------------------
// What the backend (lib/settings.ts) and the storefront's server (server/page-cache-settings.mjs)
// accept as a secret in production.

/** The secrets' local defaults: a shop starts without any set; production refuses each of them. */
const LOCAL_SECRETS = Object.freeze({
  JWT_SECRET: "local-jwt-secret-change-me",
  COOKIE_SECRET: "local-cookie-secret-change-me",
  TOKEN_SECRET: "local-token-secret-change-me",
  PAGE_CACHE_SECRET: "local-page-cache-secret-change-me",
  ACCOUNT_SESSION_SECRET: "local-account-session-secret-change-me",
})
const SECRET_MIN_LENGTH = 32
const SECRET_MIN_DISTINCT_CHARACTERS = 12

/**
 * Why a secret is refused for production, or undefined when it is acceptable: long, varied, not a
 * local default (nor any of `refused`), and each used for one purpose only (not the same as any of
 * `others`, by name).
 */
function weakSecretReason(name, value, { others = {}, refused = [] } = {}) {
  if (Object.values(LOCAL_SECRETS).includes(value) || refused.includes(value))
    return "still has its local default; set a secret of your own for production"
  if (value.length < SECRET_MIN_LENGTH)
    return `is too short for production (at least ${SECRET_MIN_LENGTH} characters; e.g. openssl rand -hex 32)`
  if (new Set(value).size < SECRET_MIN_DISTINCT_CHARACTERS)
    return "is too repetitive for production (use a random value, e.g. openssl rand -hex 32)"
  const twin = Object.entries(others).find(([other, otherValue]) => other !== name && otherValue === value)
  if (twin) return `is the same as ${twin[0]}; every secret must be its own`
  return undefined
}

module.exports = {
  LOCAL_SECRETS,
  SECRET_MIN_LENGTH,
  weakSecretReason,
  CLOCK_SKEW_MS,
  sealLink,
  openLink,
  sign,
  signatureMatches,
  datedSignature,
  isFreshDatedSignature,
}
