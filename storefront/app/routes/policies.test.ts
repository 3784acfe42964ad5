import { WITHDRAWAL_PERIOD_DAYS, WITHDRAWAL_REFUND_TERMS } from "order-summary/rules"
import { describe, expect, it } from "vitest"
import { compiledMessages } from "~/i18n/catalogues.server"
import { createI18n } from "~/i18n/i18n"
import { shop } from "~/lib/shop"

/** The policies' English messages that state a fact kept elsewhere say it as its one home does. */
describe("the policies' English words", () => {
  const { t } = createI18n("en", compiledMessages("en"))
  it("state the refund after a withdrawal as order-summary's rules do", () => {
    expect(t("pages.withdrawalRefund", { days: WITHDRAWAL_PERIOD_DAYS })).toBe(WITHDRAWAL_REFUND_TERMS)
  })
  it("name the business's country and customer service hours as shop.config.json does", () => {
    expect(t("pages.country")).toBe(shop.business.country)
    expect(t("pages.customerServiceHours")).toBe(shop.business.customerServiceHours)
  })
})
