import { sign } from "shop-signing"
import { settings } from "../settings"
import { NEWSLETTER_CONFIRMATION, SIGN_IN_CODE_VALID_MINUTES } from "../shop-constants"
import { LINK_REFUSALS, linkPayload, linkToken, linkUrl, openShopLink, SHOP_LINKS } from "../shop-links"

// The sealing itself is tested with the one signing module (packages/signing/index.test.js); here
// the table: each purpose's page and lifetime, and the subscription links mailed before sealing.
const DAY_MS = 24 * 60 * 60 * 1000
const issuedAt = new Date("2026-11-22T10:00:00.000Z")
const at = (ms: number) => issuedAt.getTime() + ms

describe("the shop's links", () => {
  it("keep an order page link for two years, not longer", () => {
    const token = linkToken("order-page", { order_id: "order_01XYZ" }, { issuedAt })
    expect(linkPayload("order-page", token, { now: at(30 * DAY_MS) })).toEqual({ order_id: "order_01XYZ" })
    expect(linkPayload("order-page", token, { now: at(730 * DAY_MS + 1) })).toBeNull()
  })

  it("open for their own purpose only, and work as long as the table says", () => {
    const withdrawal = linkToken("order-withdrawal", { order_id: "order_1", email: "ann@example.com" }, { issuedAt })
    expect(linkPayload("order-withdrawal", withdrawal, { now: at(3000 * DAY_MS) })).toEqual({
      order_id: "order_1",
      email: "ann@example.com",
    })
    expect(linkPayload("order-page", withdrawal, { now: at(0) })).toBeNull()
    const signIn = linkToken("account-sign-in", { email: "ann@example.com", code: "123456" }, { issuedAt })
    expect(linkPayload("account-sign-in", signIn, { now: at(SIGN_IN_CODE_VALID_MINUTES * 60_000) })).toEqual({
      email: "ann@example.com",
      code: "123456",
    })
    expect(openShopLink("account-sign-in", signIn, { now: at(SIGN_IN_CODE_VALID_MINUTES * 60_000 + 1) })).toEqual({ refused: "expired" })
    for (const malformed of ["", ".", "abc", `${withdrawal}x`, 42, null])
      expect(linkPayload("order-withdrawal", malformed, { now: at(0) })).toBeNull()
  })

  it("carry a newsletter confirmation's address and issue time, and expire after the configured hours", () => {
    expect(SHOP_LINKS["newsletter-confirmation"].validMs).toBe(NEWSLETTER_CONFIRMATION.linkValidHours * 60 * 60 * 1000)
    const token = linkToken("newsletter-confirmation", { email: "ann@example.com" }, { issuedAt })
    const validMs = SHOP_LINKS["newsletter-confirmation"].validMs
    expect(openShopLink("newsletter-confirmation", token, { now: at(validMs) })).toEqual({
      payload: { email: "ann@example.com" },
      issuedAt,
    })
    expect(openShopLink("newsletter-confirmation", token, { now: at(validMs + 1) })).toEqual({ refused: "expired" })
    // a validly sealed link issued in the future was not issued here
    const future = linkToken("newsletter-confirmation", { email: "ann@example.com" }, { issuedAt: new Date(at(10 * 60_000)) })
    expect(openShopLink("newsletter-confirmation", future, { now: at(0) })).toEqual({ refused: "invalid" })
    expect(LINK_REFUSALS["newsletter-confirmation-expired"]).toBe("This confirmation link has expired. Please sign up again.")
  })

  it("point at each purpose's storefront page, the token its only parameter", () => {
    const url = new URL(linkUrl("newsletter-unsubscribe", { email: "ann@example.com" }))
    expect(url.origin).toBe(new URL(settings.STOREFRONT_URL).origin)
    expect(url.pathname).toBe("/newsletter/unsubscribe")
    expect([...url.searchParams.keys()]).toEqual(["token"])
    expect(url.toString()).not.toContain("ann")
    expect(linkPayload("newsletter-unsubscribe", url.searchParams.get("token"))).toEqual({ email: "ann@example.com" })
    expect(new URL(linkUrl("order-line-review", { order_id: "o", line_item_id: "l", product_id: "p" })).pathname).toBe("/review")
  })

  describe("subscription management links", () => {
    const validMs = SHOP_LINKS["subscription-management"].validMs
    /** a link as mailed before the links were sealed: `<payload>.<signature>` */
    const earlierToken = (id: unknown, when = issuedAt) => {
      const payload = Buffer.from(JSON.stringify([id, when.getTime()])).toString("base64url")
      return `${payload}.${sign(settings.TOKEN_SECRET, "subscription-management", payload)}`
    }
    const subscriptionOf = (token: string, now: number) => linkPayload("subscription-management", token, { now })?.subscription_id ?? null

    it("carry the subscription, unreadably, and work until they expire", () => {
      const token = linkToken("subscription-management", { subscription_id: "sub_1" }, { issuedAt })
      expect(Buffer.from(token, "base64url").toString("latin1")).not.toContain("sub_1")
      expect(subscriptionOf(token, at(0))).toBe("sub_1")
      expect(subscriptionOf(token, at(validMs))).toBe("sub_1")
      expect(subscriptionOf(token, at(validMs + 1))).toBeNull()
      expect(subscriptionOf(token, at(-2 * 60_000))).toBeNull()
    })

    it("mailed before the links were sealed, keep working until they expire", () => {
      const token = earlierToken("sub_1")
      expect(subscriptionOf(token, at(0))).toBe("sub_1")
      expect(subscriptionOf(token, at(validMs))).toBe("sub_1")
      expect(subscriptionOf(token, at(validMs + 1))).toBeNull()
      expect(subscriptionOf(token, at(-2 * 60_000))).toBeNull()
    })

    it("refuse another subscription under the same signature, other links and malformed tokens", () => {
      const [, signature] = earlierToken("sub_1").split(".")
      const other = Buffer.from(JSON.stringify(["sub_2", issuedAt.getTime()])).toString("base64url")
      const refused = [
        `${other}.${signature}`,
        "",
        ".",
        "abc",
        `${other}.${signature}.x`,
        `${Buffer.from("[1,2]").toString("base64url")}.${signature}`,
        earlierToken(42),
        linkToken("subscription-management", { subscription_id: "sub_1" }, { issuedAt }).slice(0, -2),
        linkToken("order-page", { order_id: "sub_1" }, { issuedAt }),
      ]
      for (const token of refused) expect(subscriptionOf(token, at(0))).toBeNull()
    })
  })
})
