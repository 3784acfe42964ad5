import { describe, expect, it } from "vitest"
import { parseQuantity } from "./QuantityStepper"

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
