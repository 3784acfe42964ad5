import { priceReference, withheldReduction, type PriceHistoryEntry } from "../price-reference"

const NOW = new Date("2026-06-30T12:00:00Z")
/** A moment `days` days before NOW. */
const ago = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000)
const base = (amount: number, from: number, to: number | null = null): PriceHistoryEntry => ({
  kind: "base",
  amount,
  started_at: ago(from),
  ended_at: to === null ? null : ago(to),
})
const sale = (amount: number, from: number, to: number | null = null): PriceHistoryEntry => ({
  kind: "sale",
  amount,
  started_at: ago(from),
  ended_at: to === null ? null : ago(to),
})

describe("priceReference", () => {
  it("shows a reduction after a steady price against that price, with the percentage off it", () => {
    expect(priceReference([base(50, 100), sale(40, 5)], NOW)).toEqual({
      price: 40,
      reduction: { reference_price: 50, percent_off: 20, started_at: ago(5) },
    })
  })

  it("shows no reduction when the price was raised and then 'reduced' back within 30 days", () => {
    expect(priceReference([base(50, 100, 20), base(70, 20), sale(50, 3)], NOW)).toEqual({ price: 50, reduction: null })
  })

  it("takes the lowest price of the 30 days before the reduction, not the price just before it", () => {
    // 60 for long, 45 for a week 25 days before the sale, then 60 again: 45 is the prior price
    const history = [base(60, 200, 30), base(45, 30, 23), base(60, 23), sale(40, 2)]
    expect(priceReference(history, NOW)?.reduction).toEqual({ reference_price: 45, percent_off: 11, started_at: ago(2) })
  })

  it("forgets a lower price applied more than 30 days before the reduction", () => {
    const history = [base(45, 200, 40), base(60, 40), sale(48, 1)]
    expect(priceReference(history, NOW)?.reduction?.reference_price).toBe(60)
  })

  it("counts an earlier sale within the window as a price that applied", () => {
    const history = [base(60, 200), sale(50, 25, 15), sale(55, 1)]
    expect(priceReference(history, NOW)).toEqual({ price: 55, reduction: null })
  })

  it("measures a progressive reduction from the price before its first step", () => {
    const history = [base(60, 200), sale(55, 40, 10), sale(50, 10)]
    expect(priceReference(history, NOW)?.reduction).toEqual({ reference_price: 60, percent_off: 16, started_at: ago(40) })
  })

  it("shows no reduction for a sale whose prior price is unknown (it started with the history)", () => {
    expect(priceReference([base(59.99, 3), sale(49.99, 3)], NOW)).toEqual({ price: 49.99, reduction: null })
  })

  it("shows no reduction unless a price applied throughout the 30 days before the sale", () => {
    // a product added 20 days ago, or a regular price set for a moment before the sale
    expect(priceReference([base(59.99, 20), sale(49.99, 2)], NOW)).toEqual({ price: 49.99, reduction: null })
    expect(priceReference([base(59.99, 3.001), sale(49.99, 3)], NOW)).toEqual({ price: 49.99, reduction: null })
    // a gap without any price inside the window
    expect(priceReference([base(60, 100, 20), base(60, 10), sale(50, 2)], NOW)).toEqual({ price: 50, reduction: null })
    expect(priceReference([base(60, 32), sale(50, 2)], NOW)?.reduction?.reference_price).toBe(60)
  })

  it("announces nothing for a lowered regular price, and nothing once the sale ended", () => {
    expect(priceReference([base(60, 100, 5), base(50, 5)], NOW)).toEqual({ price: 50, reduction: null })
    expect(priceReference([base(60, 100), sale(50, 20, 2)], NOW)).toEqual({ price: 60, reduction: null })
  })

  it("rounds the percentage down, never claiming more than the real reduction", () => {
    expect(priceReference([base(59.99, 100), sale(49.99, 1)], NOW)?.reduction?.percent_off).toBe(16)
  })

  it("ignores prices from after `now` and answers nothing without a price that applies", () => {
    expect(priceReference([base(50, 100), sale(40, -1)], NOW)).toEqual({ price: 50, reduction: null })
    expect(priceReference([base(50, 100, 1)], NOW)).toBeNull()
    expect(priceReference([], NOW)).toBeNull()
  })
})

describe("withheldReduction", () => {
  it("says a sale is not announced for want of 30 days of prices before it, and since when prices are recorded", () => {
    expect(withheldReduction([base(59.99, 20), sale(49.99, 2)], NOW)).toEqual({
      reason: "short-history",
      sale_started_at: ago(2),
      history_from: ago(20),
    })
    // a gap without any price: the prices since the gap count
    expect(withheldReduction([base(60, 100, 20), base(60, 10), sale(50, 2)], NOW)).toEqual({
      reason: "short-history",
      sale_started_at: ago(2),
      history_from: ago(10),
    })
  })

  it("says a sale is not announced when it is not below the lowest price of the 30 days before it", () => {
    expect(withheldReduction([base(50, 100, 20), base(70, 20), sale(50, 3)], NOW)).toEqual({
      reason: "not-lower",
      sale_started_at: ago(3),
      reference_price: 50,
    })
  })

  it("says nothing of an announced reduction, nor without a sale price now", () => {
    expect(withheldReduction([base(50, 100), sale(40, 5)], NOW)).toBeNull()
    expect(withheldReduction([base(60, 100), sale(50, 20, 2)], NOW)).toBeNull()
    expect(withheldReduction([], NOW)).toBeNull()
  })
})
