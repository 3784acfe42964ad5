import { describe, expect, it } from "vitest"
import { parseQuantity } from "~/components/QuantityStepper"
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

describe("parseQuantity", () => {
  it("turns anything that is not a whole number of at least 1 into 1", () => {
    expect(parseQuantity("3", 99)).toBe(3)
    expect(parseQuantity("abc", 99)).toBe(1)
    expect(parseQuantity("", 99)).toBe(1)
    expect(parseQuantity("0", 99)).toBe(1)
    expect(parseQuantity("-4", 99)).toBe(1)
  })

  it("caps a typed quantity at the most one line may hold", () => {
    expect(parseQuantity("99", 99)).toBe(99)
    expect(parseQuantity("100", 99)).toBe(99)
    expect(parseQuantity("1000000", 99)).toBe(99)
  })
})
