import { DAY_MS, openLink, payloadOfLink, sealLink } from "../signed-link"
import { orderOfPageToken, orderPageToken, ORDER_LINK_VALID_DAYS } from "../order-link"

describe("signed links", () => {
  const secret = "a-test-secret-of-enough-length-0123456789"

  it("opens a token it sealed, with its payload and issue time", () => {
    const issuedAt = new Date("2026-11-01T10:00:00Z")
    const token = sealLink("order-page", { order_id: "order_01ABC" }, { issuedAt, secret })
    expect(openLink("order-page", token, { secret, now: issuedAt.getTime() + 1000 })).toEqual({ payload: { order_id: "order_01ABC" }, issuedAt })
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
    expect(payloadOfLink("order-line-review", token, { secret })).toEqual({ order_id: "order_1" })
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
      sealLink("order-page", { order_id: "order_1" }, { secret: "another-secret-of-enough-length-0123456789" }),
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
    expect(openLink("newsletter-confirmation", token, { secret, validMs, now: issuedAt.getTime() + validMs + 1 })).toEqual({ refused: "expired" })
    // without validMs it does not expire
    expect(openLink("newsletter-confirmation", token, { secret, now: issuedAt.getTime() + 3650 * DAY_MS })).toHaveProperty("payload")
    expect(openLink("newsletter-confirmation", token, { secret, now: issuedAt.getTime() - 5 * 60_000 })).toEqual({ refused: "invalid" })
  })

  it("keeps an order page link for two years, not longer", () => {
    const issuedAt = new Date("2026-01-01T00:00:00Z")
    const token = orderPageToken("order_01XYZ", issuedAt)
    expect(orderOfPageToken(token, issuedAt.getTime() + 30 * DAY_MS)).toBe("order_01XYZ")
    expect(orderOfPageToken(token, issuedAt.getTime() + ORDER_LINK_VALID_DAYS * DAY_MS + 1)).toBeNull()
  })
})
