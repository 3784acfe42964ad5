import { describe, expect, it } from "vitest"
import { promotionRefusalText } from "./promotion-code"
import { readRefusal } from "./store-refusal"

describe("promotionRefusalText", () => {
  it("passes on the backend's words for a refused code or a shop rule", () => {
    const unknown = {
      type: "invalid_data",
      code: "promotion_code_unknown",
      message: "This code does not exist. Please check it and try again.",
    }
    expect(promotionRefusalText(readRefusal(400, unknown))).toBe(unknown.message)
    expect(promotionRefusalText(readRefusal(400, { type: "not_allowed", message: "This welcome code is for another address." }))).toBe(
      "This welcome code is for another address.",
    )
  })
  it("has none for any other answer, which is ours to word", () => {
    expect(promotionRefusalText(readRefusal(500, { type: "unknown_error", message: "An unknown error occurred." }))).toBeUndefined()
    expect(promotionRefusalText(readRefusal(502, null))).toBeUndefined()
    expect(promotionRefusalText(readRefusal(400, { code: "promotion_code_unknown", message: "" }))).toBeUndefined()
  })
})
