import { describe, expect, it } from "vitest"
import { readRefusal } from "./store-refusal"

describe("readRefusal", () => {
  it("reads the backend's error answer: type, code, words and the text per field", () => {
    const body = { type: "invalid_data", code: "insufficient_inventory", message: "Only 5 left.", errors: { email: "Invalid" }, extra: 1 }
    expect(readRefusal(400, body)).toEqual({
      status: 400,
      type: "invalid_data",
      code: "insufficient_inventory",
      message: "Only 5 left.",
      fieldErrors: { email: "Invalid" },
    })
  })
  it("keeps the readable fields when another is malformed", () => {
    expect(readRefusal(400, { type: 3, message: "Not now.", errors: { email: 2 } })).toEqual({
      status: 400,
      type: null,
      code: null,
      message: "Not now.",
      fieldErrors: {},
    })
  })
  it("reads no words from an answer without a JSON object, or with an empty message", () => {
    const none = { type: null, code: null, message: null, fieldErrors: {} }
    expect(readRefusal(502, null)).toEqual({ status: 502, ...none })
    expect(readRefusal(500, "Internal Server Error")).toEqual({ status: 500, ...none })
    expect(readRefusal(400, [1, 2])).toEqual({ status: 400, ...none })
    expect(readRefusal(409, { message: "" })).toEqual({ status: 409, ...none })
  })
})
