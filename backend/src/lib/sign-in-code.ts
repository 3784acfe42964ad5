import crypto from "node:crypto"
import { FORM_FIELDS } from "order-summary/forms"
import { sign, signatureMatches } from "shop-signing"
import { LINK_REFUSALS, linkPayload, linkUrl } from "./shop-links"
import { settings } from "./settings"
import { SIGN_IN_CODE_VALID_MINUTES } from "./shop-constants"

/**
 * Signing in to an account without a password: a one-time code by e-mail, with a sign-in link to
 * the same code in the same e-mail. The rules of the code live here; the auth provider
 * (modules/email-code-auth) keeps and checks it, the sign-in workflow issues and mails it.
 */

/** The auth provider's id, as registered in medusa-config and named in /auth/customer/<id>. */
export const EMAIL_CODE_PROVIDER = "email-code"
export const SIGN_IN_CODE_DIGITS = FORM_FIELDS.signIn.code.digits
export { SIGN_IN_CODE_VALID_MINUTES }
export const SIGN_IN_CODE_VALID_MS = SIGN_IN_CODE_VALID_MINUTES * 60_000
/** Attempts one code allows, right or wrong; after them the code is dead and a new one is needed. */
export const SIGN_IN_CODE_TRIES = 5

/**
 * Codes asked for one address, and by one client over all addresses, per window; and for one
 * address per day (at most 10 codes x 5 tries = 50 guesses of a million a day, and 10 e-mails).
 */
export const SIGN_IN_CODE_REQUESTS = { perEmail: 5, perClient: 20, windowMs: 15 * 60_000, perEmailPerDay: 10, dayMs: 24 * 60 * 60_000 }

/**
 * How long every refused sign-in takes at least: a wrong code for an address that has a code
 * answers no faster or slower than one for an address that never asked (the lookups and writes
 * of the one path take a few milliseconds more than the other's).
 */
export const SIGN_IN_REFUSAL_MS = 250

/** The one answer to a request for a code, whether the address has an account or not (valid_minutes: for a page in another language). */
export const SIGN_IN_CODE_SENT = {
  message: `If this address can receive e-mail, a sign-in code is on its way. It works for ${SIGN_IN_CODE_VALID_MINUTES} minutes.`,
  valid_minutes: SIGN_IN_CODE_VALID_MINUTES,
}
/** The one answer to a code that does not sign in: wrong, expired, used, tried too often or another address's. */
export const SIGN_IN_CODE_REFUSED = "This code does not work. Check it, or ask for a new code."

/** The code as stored: never the digits themselves. */
export type StoredSignInCode = { code_id: string; code_hash: string; expires_at: number; spent_at: number | null }

/** An e-mail address as an account knows it: one spelling per address. */
export const accountEmail = (email: string) => email.normalize("NFKC").trim().toLowerCase()

/** A new code: uniformly random digits, and the id its tries and its use are counted under. */
export function newSignInCode(now = Date.now()) {
  const code = crypto
    .randomInt(0, 10 ** SIGN_IN_CODE_DIGITS)
    .toString()
    .padStart(SIGN_IN_CODE_DIGITS, "0")
  return { code, code_id: crypto.randomUUID(), expires_at: now + SIGN_IN_CODE_VALID_MS }
}

/** What the stored hash is for: the one signing module's signature of the code under TOKEN_SECRET. */
const CODE_HASH_PURPOSE = "sign-in-code"

export function hashSignInCode(code_id: string, code: string) {
  return sign(settings.TOKEN_SECRET, CODE_HASH_PURPOSE, `${code_id}:${code}`)
}

/** True when `code` is the code stored (compared in constant time). */
export function matchesSignInCode(stored: StoredSignInCode, code: string) {
  return signatureMatches(settings.TOKEN_SECRET, CODE_HASH_PURPOSE, `${stored.code_id}:${code}`, stored.code_hash)
}

/** The e-mail's sign-in link: the address and its code, sealed; it works as long as the code does. */
export function signInUrl(email: string, code: string, issuedAt?: Date) {
  return linkUrl("account-sign-in", { email, code }, { issuedAt })
}

/** The address and code of a sign-in link's token, or null for a forged or expired one. */
export function openSignInLink(token: unknown, now?: number): { email: string; code: string } | null {
  return linkPayload("account-sign-in", token, { now })
}

/** The one answer to a sign-in link that does not open: forged, cut short or expired. */
export const SIGN_IN_LINK_INVALID = LINK_REFUSALS["account-sign-in"]

/**
 * The address a sign-in link is for, as the page that opens the link shows it before anyone signs
 * in ("Sign in as m…@example.com?"): enough for its owner to recognise, little for anyone else.
 */
export function maskedEmail(email: string) {
  const at = email.lastIndexOf("@")
  return at > 0 ? `${email.slice(0, 1)}…${email.slice(at)}` : "…"
}
