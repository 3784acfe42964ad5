import { SUBSCRIPTION_LINK_VALID_DAYS, subscriptionOfToken, subscriptionToken } from "../subscription-token"

describe("subscription management links", () => {
  const issuedAt = new Date("2026-11-22T10:00:00.000Z")
  const validMs = SUBSCRIPTION_LINK_VALID_DAYS * 24 * 60 * 60 * 1000

  it("carry the subscription and work until they expire", () => {
    const token = subscriptionToken("sub_1", issuedAt)
    expect(subscriptionOfToken(token, issuedAt.getTime())).toBe("sub_1")
    expect(subscriptionOfToken(token, issuedAt.getTime() + validMs)).toBe("sub_1")
    expect(subscriptionOfToken(token, issuedAt.getTime() + validMs + 1)).toBeNull()
    // issued in the future: not made here
    expect(subscriptionOfToken(token, issuedAt.getTime() - 2 * 60_000)).toBeNull()
  })

  it("refuse another subscription under the same signature and malformed tokens", () => {
    const [, signature] = subscriptionToken("sub_1", issuedAt).split(".")
    const other = Buffer.from(JSON.stringify(["sub_2", issuedAt.getTime()])).toString("base64url")
    for (const token of [`${other}.${signature}`, "", ".", "abc", `${other}.${signature}.x`, `${Buffer.from("[1,2]").toString("base64url")}.${signature}`]) {
      expect(subscriptionOfToken(token, issuedAt.getTime())).toBeNull()
    }
  })
})
