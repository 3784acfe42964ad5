import { describe, expect, it } from "vitest"
import { promotionRefusalWords } from "./promotion-code"
import { readRefusal } from "./store-refusal"

describe("promotionRefusalWords", () => {
  it("words a refused code by its code, whatever the backend's words", () => {
    const unknown = {
      type: "invalid_data",
      code: "promotion_code_unknown",
      message: "This code does not exist. Please check it and try again.",
    }
    expect(promotionRefusalWords(readRefusal(400, unknown))).toEqual({ key: "cartRefusal.promotion_code_unknown" })
    expect(promotionRefusalWords(readRefusal(400, { ...unknown, message: "" }))).toEqual({ key: "cartRefusal.promotion_code_unknown" })
    expect(promotionRefusalWords(readRefusal(400, { type: "not_allowed", code: "welcome_code_first_order_only", message: "x" }))).toEqual({
      key: "cartRefusal.welcome_code_first_order_only",
    })
    expect(promotionRefusalWords(readRefusal(409, { type: "conflict", code: "lock_not_free", message: "x" }))).toEqual({
      key: "cartRefusal.busy",
    })
  })
  it("says a shop rule without a code of its own cannot be used, and any other failure is ours to word", () => {
    expect(promotionRefusalWords(readRefusal(400, { type: "not_allowed", message: "This welcome code is for another address." }))).toEqual({
      key: "cartRefusal.codeNotAllowed",
    })
    expect(promotionRefusalWords(readRefusal(500, { type: "unknown_error", message: "An unknown error occurred." }))).toEqual({
      key: "promotion.failed",
    })
    expect(promotionRefusalWords(readRefusal(502, null))).toEqual({ key: "promotion.failed" })
  })
})
