import { describe, expect, it } from "vitest"
import { promotionRefusalText } from "./promotion-code"

describe("promotionRefusalText", () => {
  it("passes on the backend's words for a refused code or a shop rule", () => {
    const unknown = {
      type: "invalid_data",
      code: "promotion_code_unknown",
      message: "This code does not exist. Please check it and try again.",
    }
    expect(promotionRefusalText(unknown)).toBe(unknown.message)
    expect(promotionRefusalText({ type: "not_allowed", message: "This welcome code is for another address." })).toBe(
      "This welcome code is for another address.",
    )
  })
  it("has none for any other answer, which is ours to word", () => {
    expect(promotionRefusalText({ type: "unknown_error", message: "An unknown error occurred." })).toBeUndefined()
    expect(promotionRefusalText(null)).toBeUndefined()
    expect(promotionRefusalText({ code: "promotion_code_unknown", message: "" })).toBeUndefined()
  })
})
