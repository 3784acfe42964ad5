import { createHmac } from "node:crypto"
import { describe, expect, it } from "vitest"
import {
  datedSignature,
  isFreshDatedSignature,
  LOCAL_SECRETS,
  openLink,
  sealLink,
  sign,
  signatureMatches,
  weakSecretReason,
} from "./index.js"

const secret = "a-test-secret-of-enough-length-0123456789"
const otherSecret = "another-secret-of-enough-length-0123456789"
const DAY_MS = 24 * 60 * 60 * 1000

describe("sealed links", () => {
  it("opens a token it sealed, with its payload and issue time", () => {
    const issuedAt = new Date("2026-11-01T10:00:00Z")
    const token = sealLink("order-page", { order_id: "order_01ABC" }, { issuedAt, secret })
    expect(openLink("order-page", token, { secret, now: issuedAt.getTime() + 1000 })).toEqual({
      payload: { order_id: "order_01ABC" },
      issuedAt,
    })
  })

  it("carries nothing readable: no id or address in the token's bytes", () => {
    const token = sealLink("order-withdrawal", { order_id: "order_01SECRETID", email: "ann@example.com" }, { secret })
    const bytes = Buffer.from(token, "base64url").toString("latin1")
    expect(bytes).not.toContain("order_01SECRETID")
    expect(bytes).not.toContain("ann@example.com")
    expect(token).not.toContain("order")
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/)
    // two links for the same order differ: nothing to compare either
    expect(sealLink("order-withdrawal", { order_id: "order_01SECRETID", email: "ann@example.com" }, { secret })).not.toBe(token)
  })

  it("is bound to its purpose: a token of one purpose opens under no other", () => {
    const token = sealLink("order-line-review", { order_id: "order_1" }, { secret })
    expect(openLink("order-page", token, { secret })).toEqual({ refused: "invalid" })
    expect(openLink("order-withdrawal", token, { secret })).toEqual({ refused: "invalid" })
    expect(openLink("order-line-review", token, { secret })).toMatchObject({ payload: { order_id: "order_1" } })
  })

  it("refuses a changed, truncated, foreign or malformed token", () => {
    const token = sealLink("order-page", { order_id: "order_1" }, { secret })
    const flipped = Buffer.from(token, "base64url")
    flipped[20] ^= 1
    const refused = [
      flipped.toString("base64url"),
      token.slice(0, -2),
      `${token}AA`,
      `${token}x`,
      sealLink("order-page", { order_id: "order_1" }, { secret: otherSecret }),
      "",
      "not a token!",
      "A".repeat(5000),
      null,
      42,
    ]
    for (const candidate of refused) expect(openLink("order-page", candidate, { secret })).toEqual({ refused: "invalid" })
  })

  it("expires when the purpose says so, and refuses a token from the future", () => {
    const issuedAt = new Date("2026-01-01T00:00:00Z")
    const token = sealLink("newsletter-confirmation", { email: "a@example.com" }, { issuedAt, secret })
    const validMs = 48 * 60 * 60 * 1000
    expect(openLink("newsletter-confirmation", token, { secret, validMs, now: issuedAt.getTime() + validMs })).toHaveProperty("payload")
    expect(openLink("newsletter-confirmation", token, { secret, validMs, now: issuedAt.getTime() + validMs + 1 })).toEqual({
      refused: "expired",
    })
    // without validMs it does not expire
    expect(openLink("newsletter-confirmation", token, { secret, now: issuedAt.getTime() + 3650 * DAY_MS })).toHaveProperty("payload")
    expect(openLink("newsletter-confirmation", token, { secret, now: issuedAt.getTime() - 5 * 60_000 })).toEqual({ refused: "invalid" })
  })

  it("needs a secret", () => {
    expect(() => sealLink("order-page", {}, { secret: "" })).toThrow("A signing secret is required")
  })
})

describe("signatures", () => {
  it("are HMAC-SHA256 of <purpose>:<message>, for text and bytes alike", () => {
    const expected = createHmac("sha256", secret).update('page-cache-invalidation:{"pages":"all"}').digest("base64url")
    expect(sign(secret, "page-cache-invalidation", '{"pages":"all"}')).toBe(expected)
    expect(sign(secret, "page-cache-invalidation", Buffer.from('{"pages":"all"}'))).toBe(expected)
    expect(signatureMatches(secret, "page-cache-invalidation", Buffer.from('{"pages":"all"}'), expected)).toBe(true)
  })

  it("refuse another message, purpose or secret, and anything that is not a signature", () => {
    const signature = sign(secret, "cache-reset", "hello")
    expect(signatureMatches(secret, "cache-reset", "hello!", signature)).toBe(false)
    expect(signatureMatches(secret, "page-cache-invalidation", "hello", signature)).toBe(false)
    expect(signatureMatches(otherSecret, "cache-reset", "hello", signature)).toBe(false)
    for (const bad of [undefined, null, "", "x", `${signature}A`, signature.slice(1), Buffer.from(signature).toString("hex")]) {
      expect(signatureMatches(secret, "cache-reset", "hello", bad)).toBe(false)
    }
  })

  it("dated: fresh within their age either way, refused when older, forged or for another purpose", () => {
    const now = Date.UTC(2026, 10, 26, 12)
    const maxAgeMs = 5 * 60_000
    const header = datedSignature(secret, "cache-reset", now)
    expect(header).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/)
    expect(isFreshDatedSignature(secret, "cache-reset", header, { now: now + maxAgeMs, maxAgeMs })).toBe(true)
    expect(isFreshDatedSignature(secret, "cache-reset", header, { now: now - maxAgeMs, maxAgeMs })).toBe(true)
    expect(isFreshDatedSignature(secret, "cache-reset", header, { now: now + maxAgeMs + 1, maxAgeMs })).toBe(false)
    expect(isFreshDatedSignature(secret, "other", header, { now, maxAgeMs })).toBe(false)
    expect(isFreshDatedSignature(otherSecret, "cache-reset", header, { now, maxAgeMs })).toBe(false)
    const [, signature] = header.split(".")
    for (const bad of [`${now + 1}.${signature}`, `${header}.x`, `x.${signature}`, "", undefined, String(now)]) {
      expect(isFreshDatedSignature(secret, "cache-reset", bad, { now, maxAgeMs })).toBe(false)
    }
  })
})

describe("secrets for production", () => {
  const good = "4f9c2a7be1d83f60a5c9e2b7d4f18a3c"
  it("are long, varied, not a local default and each used once", () => {
    expect(weakSecretReason("TOKEN_SECRET", good)).toBeUndefined()
    expect(weakSecretReason("TOKEN_SECRET", good, { others: { TOKEN_SECRET: good, JWT_SECRET: `${good}x` } })).toBeUndefined()
    for (const local of Object.values(LOCAL_SECRETS)) expect(weakSecretReason("TOKEN_SECRET", local)).toMatch(/local default/)
    expect(weakSecretReason("ADMIN_PASSWORD", "supersecret", { refused: ["supersecret"] })).toMatch(/local default/)
    expect(weakSecretReason("TOKEN_SECRET", good.slice(0, 31))).toMatch(/at least 32 characters/)
    expect(weakSecretReason("TOKEN_SECRET", "ab".repeat(20))).toMatch(/too repetitive/)
    expect(weakSecretReason("TOKEN_SECRET", good, { others: { JWT_SECRET: good } })).toBe(
      "is the same as JWT_SECRET; every secret must be its own",
    )
  })
})
