import { DAY_MS } from "../signed-link"
import { orderOfPageToken, orderPageToken, ORDER_LINK_VALID_DAYS } from "../order-link"

// The sealing itself is tested with the one signing module (packages/signing/index.test.js).
describe("order page links", () => {
  it("keeps an order page link for two years, not longer", () => {
    const issuedAt = new Date("2026-01-01T00:00:00Z")
    const token = orderPageToken("order_01XYZ", issuedAt)
    expect(orderOfPageToken(token, issuedAt.getTime() + 30 * DAY_MS)).toBe("order_01XYZ")
    expect(orderOfPageToken(token, issuedAt.getTime() + ORDER_LINK_VALID_DAYS * DAY_MS + 1)).toBeNull()
  })
})
