import { describe, expect, it } from "vitest"
import { actionsFor, deliveryDate, resultMessage } from "./rules"
import type { ManagedSubscription } from "./types"

const subscription = (overrides: Partial<ManagedSubscription> = {}): ManagedSubscription => ({
  id: "sub_1",
  status: "active",
  next_renewal_at: "2026-12-22T08:00:00.000Z",
  interval: "month",
  currency_code: "eur",
  lines: [{ title: "Shilajit Monthly Subscription", quantity: 1, unit_price: 45.61, original_unit_price: 54.95 }],
  delivery_total: 52.6,
  price: {
    subtotal: 54.95,
    discounts: [{ label: "Subscription discount (17%)", amount: 9.34 }],
    shipping: { name: "Standard Shipping", amount: 6.99 },
    total: 52.6,
  },
  email: "j***@example.com",
  ...overrides,
})

describe("subscription management", () => {
  it("offers skip, pause and cancel while active, resume and cancel while paused, nothing once cancelled", () => {
    expect(actionsFor("active")).toEqual(["skip", "pause", "cancel"])
    expect(actionsFor("paused")).toEqual(["resume", "cancel"])
    expect(actionsFor("cancelled")).toEqual([])
  })

  it("dates a delivery in the shop's time zone", () => {
    // 23:30 UTC on the 31st is already the 1st in Amsterdam
    expect(deliveryDate("2026-12-31T23:30:00.000Z")).toBe("1 January 2027")
    expect(deliveryDate("2026-12-22T08:00:00.000Z")).toBe("22 December 2026")
  })

  it("names the outcome of each action, with the next date when there is one", () => {
    expect(resultMessage("skip", subscription())).toBe("Your next delivery is skipped. The one after comes on 22 December 2026.")
    expect(resultMessage("resume", subscription())).toBe("Your subscription is active again. Your next delivery comes on 22 December 2026.")
    expect(resultMessage("pause", subscription({ status: "paused", next_renewal_at: null }))).toContain("paused")
    expect(resultMessage("cancel", subscription({ status: "cancelled", next_renewal_at: null }))).toContain("cancelled")
  })
})
