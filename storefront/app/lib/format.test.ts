import { describe, expect, it } from "vitest"
import { copyrightYears } from "./format"

describe("copyrightYears", () => {
  it("runs from this year to next year", () => {
    expect(copyrightYears(new Date("2025-06-01"))).toBe("2025 - 2026")
  })
})
