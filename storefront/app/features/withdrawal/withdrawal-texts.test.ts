import { describe, expect, it } from "vitest"
import { WITHDRAWAL_PERIOD_DAYS, withdrawalNextSteps } from "order-summary/rules"
import { inEnglish } from "~/i18n/in-english"
import { shop } from "~/lib/shop"
import { MODEL_FORM_LINES } from "./ModelWithdrawalForm"
import { WITHDRAWAL_NEXT_STEPS } from "./WithdrawalPage"

const english = (key: string, values: Record<string, string | number> = {}) => inEnglish({ key, values })

describe("the withdrawal's English words", () => {
  it("of the model form are shop.config.json's (the order confirmation's)", () => {
    const form = shop.modelWithdrawalForm
    expect(english("withdrawalForm.heading")).toBe(form.heading)
    expect(english("withdrawalForm.note")).toBe(form.note)
    expect(english("withdrawalForm.footnote")).toBe(form.footnote)
    expect(english("withdrawalForm.addressee", { legalName: "L", address: "A", email: "E" })).toBe(
      form.addressee.replace("{legalName}", "L").replace("{address}", "A").replace("{email}", "E"),
    )
    expect(MODEL_FORM_LINES.map((line) => english(`withdrawalForm.${line}`))).toEqual(form.lines)
  })
  it("of what comes next are order-summary's", () => {
    const days = { days: WITHDRAWAL_PERIOD_DAYS }
    expect(WITHDRAWAL_NEXT_STEPS.nothingShipped.map((key) => english(key, days))).toEqual(withdrawalNextSteps({ itemsToReturn: false }))
    expect(WITHDRAWAL_NEXT_STEPS.itemsToReturn.map((key) => english(key, days))).toEqual(withdrawalNextSteps({ itemsToReturn: true }))
  })
})
