import { describe, expect, it } from "vitest"
import { outcomeOfCartAnswer, outcomeOfError } from "./checkout-outcome"
import { centsToFreeShipping, formatShipping, lineTitle, summarize, type MedusaTotals } from "./order-summary"

const names = { subscriptionCode: "SUBSCRIPTION17", discountPercent: 17 }
const addsUp = (summary: ReturnType<typeof summarize>) =>
  summary.subtotalCents - summary.discounts.reduce((sum, row) => sum + row.cents, 0) + (summary.shippingCents ?? 0)

describe("summarize", () => {
  it("shows a plain cart with VAT included: subtotal + shipping = total", () => {
    const summary = summarize(
      { original_item_total: 34.95, total: 41.94, tax_total: 7.28, shipping_total: 6.99, has_shipping: true, items: [{ original_total: 34.95, total: 34.95, discount_total: 0, adjustments: [] }] },
      names
    )
    expect(summary).toEqual({ subtotalCents: 3495, discounts: [], shippingCents: 699, totalCents: 4194, vatCents: 728 })
  })

  it("names a code and the subscription discount, and the rows add up to the cent", () => {
    const totals: MedusaTotals = {
      original_item_total: 89.9,
      total: 45.6085 + 29.0085,
      tax_total: 12.95,
      shipping_total: 0,
      has_shipping: true,
      items: [
        { original_total: 54.95, total: 45.6085, discount_total: 9.3415, adjustments: [{ code: "SUBSCRIPTION17", amount: 7.72 }] },
        { original_total: 34.95, total: 29.0085, discount_total: 5.9415, adjustments: [{ code: "WELCOME-AB12", amount: 4.91 }] },
      ],
    }
    const summary = summarize(totals, names)
    expect(summary.discounts.map((row) => row.label)).toEqual(["Subscription discount (17%)", "Code WELCOME-AB12"])
    expect(summary.discounts.map((row) => row.cents)).toEqual([934, 594])
    expect(addsUp(summary)).toBe(summary.totalCents)
    expect(formatShipping(summary.shippingCents!)).toBe("Free")
  })

  it("keeps the sum exact when each discount alone would round the other way", () => {
    const items = [0, 1, 2].map(() => ({ original_total: 10, total: 8.335, discount_total: 1.665, adjustments: [{ code: "THIRD", amount: 1.665 }] }))
    const summary = summarize({ original_item_total: 30, total: 25.005 + 6.99, tax_total: 4.34, shipping_total: 6.99, has_shipping: true, items }, names)
    expect(addsUp(summary)).toBe(summary.totalCents)
    expect(summary.discounts).toHaveLength(1)
  })

  it("splits one line's discount over two codes and shows no shipping before a method is chosen", () => {
    const summary = summarize(
      {
        original_item_total: 20,
        total: 15,
        tax_total: 2.6,
        shipping_total: 0,
        has_shipping: false,
        items: [{ original_total: 20, total: 15, discount_total: 5, adjustments: [{ code: "A", amount: 3 }, { code: "B", amount: 1 }] }],
      },
      names
    )
    expect(summary.shippingCents).toBeNull()
    expect(summary.discounts.map((row) => [row.label, row.cents])).toEqual([["Code A", 375], ["Code B", 125]])
    expect(addsUp(summary)).toBe(summary.totalCents)
  })
})

describe("wording", () => {
  it("formats a line title and shipping in one way", () => {
    expect(lineTitle({ product_title: "Pure Resin", variant_title: "30 g" })).toBe("Pure Resin - 30 g")
    expect(lineTitle({ title: "Gift", variant_title: null })).toBe("Gift")
    expect(formatShipping(699)).toBe("€6.99")
    expect(formatShipping(0)).toBe("Free")
  })

  it("says how far the items are from free shipping, counted as Medusa counts them", () => {
    expect(centsToFreeShipping(45.6085, 50)).toBe(439)
    expect(centsToFreeShipping(50, 50)).toBe(0)
    expect(centsToFreeShipping(10, null)).toBeNull()
  })
})

describe("checkout outcome", () => {
  it("tells Medusa's answers apart", () => {
    expect(outcomeOfCartAnswer({ type: "payment_requires_more_error" })).toBe("payment_pending")
    expect(outcomeOfCartAnswer({ type: "payment_authorization_error" })).toBe("payment_failed")
    expect(outcomeOfError(400, "Some variant does not have the required inventory")).toBe("out_of_stock")
    expect(outcomeOfError(400, "Promotion usage exceeds the limit.")).toBe("code_used_up")
    expect(outcomeOfError(400, "Session: payses_1 was not authorized with the provider.")).toBe("payment_pending")
    expect(outcomeOfError(400, "Payment collection has not been initiated for cart")).toBe("no_payment")
    expect(outcomeOfError(400, "Something else")).toBe("not_placed")
    expect(outcomeOfError(409, "")).toBe("in_progress")
    expect(outcomeOfError(503, "")).toBe("unavailable")
    expect(outcomeOfError(undefined, "fetch failed")).toBe("unavailable")
  })
})
