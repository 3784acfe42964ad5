import { describe, expect, it } from "vitest"
import { compiledMessages } from "~/i18n/catalogues.server"
import { createI18n } from "~/i18n/i18n"
import { formatDate } from "~/lib/format"
import { actionsFor, resultMessage } from "./rules"
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

/** The outcome of an action as a page in this language says it. */
const said = (locale: "en" | "de", ...[action, changed]: [Parameters<typeof resultMessage>[0], ManagedSubscription]) => {
  const { t } = createI18n(locale, compiledMessages(locale))
  const { id, values } = resultMessage(action, changed, (iso) => formatDate(locale, iso))
  return t(id, values)
}

describe("subscription management", () => {
  it("offers skip, pause and cancel while active, resume and cancel while paused, nothing once cancelled", () => {
    expect(actionsFor("active")).toEqual(["skip", "pause", "cancel"])
    expect(actionsFor("paused")).toEqual(["resume", "cancel"])
    expect(actionsFor("cancelled")).toEqual([])
  })

  it("names the outcome of each action, with the next date when there is one", () => {
    expect(said("en", "skip", subscription())).toBe("Your next delivery is skipped. The one after comes on 22 December 2026.")
    expect(said("en", "resume", subscription())).toBe("Your subscription is active again. Your next delivery comes on 22 December 2026.")
    expect(said("en", "pause", subscription({ status: "paused", next_renewal_at: null }))).toContain("paused")
    expect(said("en", "cancel", subscription({ status: "cancelled", next_renewal_at: null }))).toContain("cancelled")
  })

  it("says it in the page's language, its date too", () => {
    expect(said("de", "skip", subscription())).toContain("22. Dezember 2026")
  })
})
