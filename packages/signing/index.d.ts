/** Why a token does not open: not made with this secret for this purpose, or too old. */
export type LinkRefusal = "invalid" | "expired"

export type OpenedLink<T> = { payload: T; issuedAt: Date } | { refused: LinkRefusal }

export declare const CLOCK_SKEW_MS: number

/** The token of a link for `purpose` carrying `payload` (JSON), issued at `issuedAt`. */
export declare function sealLink(purpose: string, payload: unknown, options: { secret: string; issuedAt?: Date }): string

/** The payload and issue time of a token sealed for `purpose`, or why it is refused. */
export declare function openLink<T = unknown>(
  purpose: string,
  token: unknown,
  options: { secret: string; validMs?: number; now?: number },
): OpenedLink<T>

/** HMAC-SHA256 of "<purpose>:<message>" under `secret`, base64url. */
export declare function sign(secret: string, purpose: string, message: string | Uint8Array): string

/** True when `signature` is the signature of `message` for `purpose`; compared in constant time. */
export declare function signatureMatches(secret: string, purpose: string, message: string | Uint8Array, signature: unknown): boolean

/** `<sent at, ms>.<signature of the time>` for `purpose`. */
export declare function datedSignature(secret: string, purpose: string, now?: number): string

/** True when `header` is a dated signature for `purpose` made within `maxAgeMs` of `now`. */
export declare function isFreshDatedSignature(
  secret: string,
  purpose: string,
  header: unknown,
  options: { maxAgeMs: number; now?: number },
): boolean

/** The secrets' local defaults: a shop starts without any set; production refuses each of them. */
export declare const LOCAL_SECRETS: {
  readonly JWT_SECRET: "local-jwt-secret-change-me"
  readonly COOKIE_SECRET: "local-cookie-secret-change-me"
  readonly TOKEN_SECRET: "local-token-secret-change-me"
  readonly PAGE_CACHE_SECRET: "local-page-cache-secret-change-me"
  readonly ACCOUNT_SESSION_SECRET: "local-account-session-secret-change-me"
}
export declare const SECRET_MIN_LENGTH: number

/** Why a secret is refused for production, or undefined when it is acceptable. */
export declare function weakSecretReason(
  name: string,
  value: string,
  options?: { others?: Record<string, string>; refused?: readonly string[] },
): string | undefined
