import { describe, expect, it } from "vitest"
import {
  discountLabel,
  formatCents,
  formatEuros,
  formatShipping,
  lineTitle,
  refundByRate,
  shippingName,
  summarize,
  totalsOf,
  vatByRate,
} from "./index.js"

const names = { subscriptionCode: "SUBSCRIPTION17", discountPercent: 17 }
const addsUp = (summary) =>
  summary.subtotalCents - summary.discounts.reduce((sum, row) => sum + row.cents, 0) + (summary.shippingCents ?? 0)

describe("summarize", () => {
  it("shows a plain cart with VAT included: subtotal + shipping = total", () => {
    const summary = summarize(
      {
        original_item_total: 34.95,
        total: 41.94,
        tax_total: 7.28,
        shipping_total: 6.99,
        has_shipping: true,
        items: [{ discount_total: 0, adjustments: [] }],
      },
      names,
    )
    expect(summary).toEqual({ subtotalCents: 3495, discounts: [], shippingCents: 699, totalCents: 4194, vatCents: 728 })
  })

  it("names a code and the subscription discount, and the rows add up to the cent (amounts as numbers or strings)", () => {
    const summary = summarize(
      {
        original_item_total: "89.9",
        total: 45.6085 + 29.0085,
        tax_total: 12.95,
        shipping_total: 0,
        has_shipping: true,
        items: [
          { discount_total: 9.3415, adjustments: [{ code: "SUBSCRIPTION17", amount: 7.72 }] },
          { discount_total: "5.9415", adjustments: [{ code: "WELCOME-AB12", amount: 4.91 }, null] },
        ],
      },
      names,
    )
    expect(summary.discounts).toEqual([
      { code: "SUBSCRIPTION17", label: "Subscription discount (17%)", cents: 934 },
      { code: "WELCOME-AB12", label: "Code WELCOME-AB12", cents: 594 },
    ])
    expect(addsUp(summary)).toBe(summary.totalCents)
    expect(formatShipping(summary.shippingCents)).toBe("Free")
  })

  it("keeps the sum exact when each discount alone would round the other way", () => {
    const items = [0, 1, 2].map(() => ({ discount_total: 1.665, adjustments: [{ code: "THIRD", amount: 1.665 }] }))
    const summary = summarize(
      { original_item_total: 30, total: 25.005 + 6.99, tax_total: 4.34, shipping_total: 6.99, has_shipping: true, items },
      names,
    )
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
        items: [
          {
            discount_total: 5,
            adjustments: [
              { code: "A", amount: 3 },
              { code: "B", amount: 1 },
            ],
          },
        ],
      },
      names,
    )
    expect(summary.shippingCents).toBeNull()
    expect(summary.discounts.map((row) => [row.label, row.cents])).toEqual([
      ["Code A", 375],
      ["Code B", 125],
    ])
    expect(addsUp(summary)).toBe(summary.totalCents)
  })

  it("names a discount Medusa gives without a code, and reads shipping from the methods", () => {
    const summary = summarize(
      totalsOf({ original_item_total: 20, total: 18, tax_total: 3, shipping_total: 0, shipping_methods: [{}], items: [] }),
      names,
    )
    expect(summary.discounts).toEqual([{ code: "", label: "Discount", cents: 200 }])
    expect(summary.shippingCents).toBe(0)
    expect(totalsOf({ original_item_total: 1, total: 1, tax_total: 0, shipping_methods: [] }).has_shipping).toBe(false)
  })
})

describe("wording", () => {
  it("formats amounts, a line title and shipping in one way", () => {
    expect(formatEuros(49.99)).toBe("€49.99")
    expect(formatEuros("1234.5")).toBe("€1,234.50")
    expect(formatCents(699)).toBe("€6.99")
    expect(lineTitle({ product_title: "Pure Resin", variant_title: "30 g" })).toBe("Pure Resin - 30 g")
    expect(lineTitle({ title: "Gift", variant_title: null })).toBe("Gift")
    expect(formatShipping(699)).toBe("€6.99")
    expect(formatShipping(0)).toBe("Free")
    expect(shippingName("Standard Shipping", 0)).toBe("Free Shipping")
    expect(shippingName("Standard Shipping", 699)).toBe("Standard Shipping")
    expect(shippingName(null, 699)).toBe("Shipping")
    expect(discountLabel("SUBSCRIPTION17", { subscriptionCode: null, discountPercent: 17 })).toBe("Code SUBSCRIPTION17")
  })
})

describe("vatByRate", () => {
  it("groups lines and shipping by rate, rounded once so the rows add up to the total and the VAT", () => {
    const parts = [
      { rate: 21, total: 41.4917, vat: 7.2011 },
      { rate: 9, total: "24.9083", vat: "2.0567" },
      { rate: 21, total: 5.95, vat: 1.0326 },
    ]
    const rows = vatByRate(parts, { totalCents: 7235, vatCents: 1029 })
    expect(rows).toEqual([
      { rate: 21, grossCents: 4744, vatCents: 823, netCents: 3921 },
      { rate: 9, grossCents: 2491, vatCents: 206, netCents: 2285 },
    ])
    expect(rows.reduce((sum, row) => sum + row.grossCents, 0)).toBe(7235)
    expect(rows.reduce((sum, row) => sum + row.vatCents, 0)).toBe(1029)
  })

  it("shares a refund over the rates by what was charged at each", () => {
    const rows = [
      { rate: 21, grossCents: 4744, vatCents: 823, netCents: 3921 },
      { rate: 9, grossCents: 2491, vatCents: 206, netCents: 2285 },
    ]
    const refund = refundByRate(1000, rows)
    expect(refund.reduce((sum, row) => sum + row.grossCents, 0)).toBe(1000)
    expect(refund).toEqual([
      { rate: 21, grossCents: 656, vatCents: 114, netCents: 542 },
      { rate: 9, grossCents: 344, vatCents: 28, netCents: 316 },
    ])
  })
})
