import { sign } from "shop-signing"
import { settings } from "../settings"
import { SUBSCRIPTION_LINK_VALID_DAYS, subscriptionOfToken, subscriptionToken } from "../subscription-token"

describe("subscription management links", () => {
  const issuedAt = new Date("2026-11-22T10:00:00.000Z")
  const validMs = SUBSCRIPTION_LINK_VALID_DAYS * 24 * 60 * 60 * 1000
  /** a link as mailed before the links were sealed: `<payload>.<signature>` */
  const earlierToken = (id: unknown, at = issuedAt) => {
    const payload = Buffer.from(JSON.stringify([id, at.getTime()])).toString("base64url")
    return `${payload}.${sign(settings.TOKEN_SECRET, "subscription-management", payload)}`
  }

  it("carry the subscription, unreadably, and work until they expire", () => {
    const token = subscriptionToken("sub_1", issuedAt)
    expect(Buffer.from(token, "base64url").toString("latin1")).not.toContain("sub_1")
    expect(subscriptionOfToken(token, issuedAt.getTime())).toBe("sub_1")
    expect(subscriptionOfToken(token, issuedAt.getTime() + validMs)).toBe("sub_1")
    expect(subscriptionOfToken(token, issuedAt.getTime() + validMs + 1)).toBeNull()
    // issued in the future: not made here
    expect(subscriptionOfToken(token, issuedAt.getTime() - 2 * 60_000)).toBeNull()
  })

  it("mailed before the links were sealed, keep working until they expire", () => {
    const token = earlierToken("sub_1")
    expect(subscriptionOfToken(token, issuedAt.getTime())).toBe("sub_1")
    expect(subscriptionOfToken(token, issuedAt.getTime() + validMs)).toBe("sub_1")
    expect(subscriptionOfToken(token, issuedAt.getTime() + validMs + 1)).toBeNull()
    expect(subscriptionOfToken(token, issuedAt.getTime() - 2 * 60_000)).toBeNull()
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
      subscriptionToken("sub_1", issuedAt).slice(0, -2),
    ]
    for (const token of refused) expect(subscriptionOfToken(token, issuedAt.getTime())).toBeNull()
  })
})
