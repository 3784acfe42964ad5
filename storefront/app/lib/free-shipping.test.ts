import { describe, expect, it } from "vitest"
import { centsToFreeShipping } from "./free-shipping"

describe("centsToFreeShipping", () => {
  it("says how far the items are from free shipping, counted as Medusa counts them", () => {
    expect(centsToFreeShipping(45.6085, 50)).toBe(439)
    expect(centsToFreeShipping(50, 50)).toBe(0)
    expect(centsToFreeShipping(10, null)).toBeNull()
  })
})
