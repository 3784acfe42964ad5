import { lineTitle, shippingName, summarize } from "../order-summary"

const addsUp = (summary: ReturnType<typeof summarize>) =>
  summary.subtotal_cents - summary.discounts.reduce((sum, row) => sum + row.cents, 0) + summary.shipping_cents

describe("the order summary of e-mails and Stripe's page", () => {
  it("names the subscription discount and a code, and its rows add up to the cent", () => {
    const summary = summarize({
      original_item_total: "89.9",
      total: 45.6085 + 29.0085,
      tax_total: 12.95,
      shipping_total: 0,
      items: [
        { discount_total: 9.3415, adjustments: [{ code: "SUBSCRIPTION17", amount: 7.72 }] },
        { discount_total: 5.9415, adjustments: [{ code: "WELCOME-AB12", amount: 4.91 }] },
      ],
    })
    expect(summary.discounts).toEqual([
      { code: "SUBSCRIPTION17", label: "Subscription discount (17%)", cents: 934 },
      { code: "WELCOME-AB12", label: "Code WELCOME-AB12", cents: 594 },
    ])
    expect(addsUp(summary)).toBe(summary.total_cents)
  })

  it("keeps a plain cart plain", () => {
    const summary = summarize({ original_item_total: 34.95, total: 41.94, tax_total: 7.28, shipping_total: 6.99, items: [{ discount_total: 0, adjustments: [] }] })
    expect(summary).toEqual({ subtotal_cents: 3495, discounts: [], shipping_cents: 699, total_cents: 4194, tax_cents: 728 })
  })

  it("words lines and shipping one way", () => {
    expect(lineTitle({ product_title: "Resin", variant_title: "30 g" })).toBe("Resin - 30 g")
    expect(shippingName("Standard Shipping", 0)).toBe("Free Shipping")
    expect(shippingName("Standard Shipping", 699)).toBe("Standard Shipping")
  })
})
