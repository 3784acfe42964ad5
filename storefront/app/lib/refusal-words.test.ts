import { stockText } from "order-summary"
import { describe, expect, it } from "vitest"
import { compiledMessages } from "~/i18n/catalogues.server"
import { createI18n } from "~/i18n/i18n"
import { refusalWords, stockItem, stockWords } from "./refusal-words"

const english = createI18n("en", compiledMessages("en")).t
const german = createI18n("de", compiledMessages("de")).t
const say = (t: typeof english, words: ReturnType<typeof stockWords>) => t(words.key, words.values)

describe("refusal words", () => {
  it("say too few in stock in English exactly as the backend's stockText, and in the page's language", () => {
    const line = { product_title: "Pure Himalayan Shilajit Resin", variant_title: "30 g" }
    for (const [left, inCart] of [
      [3, 0],
      [3, 2],
      [1, 0],
      [0, 0],
      [0, 4],
    ] as const)
      expect(say(english, stockWords(stockItem(line), left, inCart))).toBe(stockText(line, left, inCart))
    expect(say(german, stockWords("Reines Shilajit 30 g", 3, 2))).toBe(
      "Nur noch 3 von Reines Shilajit 30 g verfügbar (2 bereits in Ihrem Warenkorb).",
    )
  })
  it("choose the words by the refusal's code, else the caller's", () => {
    expect(refusalWords({ code: "lock_not_free" }, "cartPage.updateFailed")).toEqual({ key: "cartRefusal.busy" })
    expect(refusalWords({ code: "promotion_code_used_up" }, "promotion.failed")).toEqual({ key: "cartRefusal.promotion_code_used_up" })
    expect(refusalWords({ code: "something_new" }, "promotion.failed")).toEqual({ key: "promotion.failed" })
    expect(refusalWords({ code: null }, "promotion.failed")).toEqual({ key: "promotion.failed" })
  })
})
