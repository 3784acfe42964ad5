import { describe, expect, it } from "vitest"
import { cartCookie, cartIdFromCookies } from "./cart-id"

describe("the cart cookie", () => {
  it("is Secure where the shop is served over HTTPS (production), and reads back", () => {
    const secure = cartCookie("cart_01ABC", { secure: true })
    expect(secure.split("; ")).toEqual(expect.arrayContaining(["cart_id=cart_01ABC", "Path=/", "SameSite=Lax", "Secure"]))
    expect(cartCookie("cart_01ABC", { secure: false })).not.toContain("Secure")
    expect(cartIdFromCookies(secure.split("; ")[0])).toBe("cart_01ABC")
  })
})
