import { describe, expect, it } from "vitest"
import { formatEuros } from "order-summary"
import { copyrightYears, formatDate, formatPrice } from "./format"

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

describe("formatDate", () => {
  it("writes a day of the shop's time zone in the language's way", () => {
    // 23:30 UTC on the 31st is already the 1st in Amsterdam
    expect(formatDate("en", "2026-12-31T23:30:00.000Z")).toBe("1 January 2027")
    expect(formatDate("nl", "2026-12-22T08:00:00.000Z")).toBe("22 december 2026")
    expect(formatDate("de", "2026-12-22T08:00:00.000Z")).toBe("22. Dezember 2026")
    expect(formatDate("fr", "2026-12-22T08:00:00.000Z")).toBe("22 décembre 2026")
  })
})
