import { CONFIRMATION_LINK_VALID_MS, confirmationToken, confirmationUrl, readConfirmationToken } from "../newsletter-confirmation-token"
import { NEWSLETTER_CONFIRMATION } from "../shop-constants"

const issuedAt = new Date("2026-11-22T10:00:00.000Z")
const at = (ms: number) => issuedAt.getTime() + ms

describe("newsletter confirmation links", () => {
  it("carry the address and the time they were issued, and expire after the configured hours", () => {
    expect(CONFIRMATION_LINK_VALID_MS).toBe(NEWSLETTER_CONFIRMATION.linkValidHours * 60 * 60 * 1000)
    const token = confirmationToken("ann@example.com", issuedAt)
    expect(readConfirmationToken(token, at(0))).toEqual({ email: "ann@example.com", issuedAt })
    expect(readConfirmationToken(token, at(CONFIRMATION_LINK_VALID_MS))).toEqual({ email: "ann@example.com", issuedAt })
    expect(readConfirmationToken(token, at(CONFIRMATION_LINK_VALID_MS + 1))).toEqual({ refused: "expired" })
  })

  it("refuse another address, another time, a changed signature and malformed tokens", () => {
    const token = confirmationToken("ann@example.com", issuedAt)
    const [, signature] = token.split(".")
    const other = (payload: string) => `${Buffer.from(payload).toString("base64url")}.${signature}`
    expect(readConfirmationToken(other(`${issuedAt.getTime()}:eve@example.com`), at(0))).toEqual({ refused: "invalid" })
    expect(readConfirmationToken(other(`${at(60_000)}:ann@example.com`), at(0))).toEqual({ refused: "invalid" })
    expect(readConfirmationToken(`${token}x`, at(0))).toEqual({ refused: "invalid" })
    for (const malformed of ["", ".", "abc", `${token.split(".")[0]}.`, "a.b.c"]) {
      expect(readConfirmationToken(malformed, at(0))).toEqual({ refused: "invalid" })
    }
    // a validly signed link issued in the future was not issued here
    expect(readConfirmationToken(confirmationToken("ann@example.com", new Date(at(10 * 60_000))), at(0))).toEqual({ refused: "invalid" })
  })

  it("point at the storefront's confirmation page", () => {
    const url = new URL(confirmationUrl("ann@example.com", issuedAt))
    expect(url.pathname).toBe("/newsletter/confirm")
    expect(readConfirmationToken(url.searchParams.get("token")!, at(0))).toEqual({ email: "ann@example.com", issuedAt })
  })
})
