import { describe, expect, it } from "vitest"
import { copyrightYears, formatPrice } from "./format"

describe("formatPrice", () => {
  it("shows the euro sign and two decimals", () => {
    expect(formatPrice(49.99)).toBe("€49.99")
    expect(formatPrice(6.99)).toBe("€6.99")
    expect(formatPrice(50)).toBe("€50.00")
    expect(formatPrice(0)).toBe("€0.00")
    expect(formatPrice(1234.5)).toBe("€1,234.50")
  })
  it("rounds to cents", () => {
    expect(formatPrice(34.949999)).toBe("€34.95")
  })
})

describe("copyrightYears", () => {
  it("runs from this year to next year", () => {
    expect(copyrightYears(new Date("2025-06-01"))).toBe("2025 - 2026")
  })
})
