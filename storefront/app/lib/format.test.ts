import { describe, expect, it } from "vitest"
import { formatEuros } from "order-summary"
import { copyrightYears, formatPrice } from "./format"

describe("copyrightYears", () => {
  it("runs from this year to next year", () => {
    expect(copyrightYears(new Date("2025-06-01"))).toBe("2025 - 2026")
  })
})

describe("formatPrice", () => {
  it("writes English prices as the order's documents do, the others in their language's way", () => {
    expect(formatPrice("en", 1049.5)).toBe(formatEuros(1049.5))
    expect(formatPrice("en", 49.99)).toBe("€49.99")
    expect(formatPrice("nl", 1049.5)).toBe("€\u00a01.049,50")
    expect(formatPrice("de", 49.99)).toBe("49,99\u00a0€")
    expect(formatPrice("fr", 49.99)).toBe("49,99\u00a0€")
  })
})
