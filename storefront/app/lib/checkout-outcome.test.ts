import { describe, expect, it } from "vitest"
import { outcomeOfCartAnswer, outcomeOfError } from "./checkout-outcome"

describe("checkout outcome", () => {
  it("tells Medusa's answers apart", () => {
    expect(outcomeOfCartAnswer({ type: "payment_requires_more_error" })).toBe("payment_pending")
    expect(outcomeOfCartAnswer({ type: "payment_authorization_error" })).toBe("payment_failed")
    expect(outcomeOfError(400, "Some variant does not have the required inventory")).toBe("out_of_stock")
    expect(outcomeOfError(400, "Promotion usage exceeds the limit.")).toBe("code_used_up")
    expect(outcomeOfError(400, "Session: payses_1 was not authorized with the provider.")).toBe("payment_pending")
    expect(outcomeOfError(400, "Payment collection has not been initiated for cart")).toBe("no_payment")
    expect(outcomeOfError(400, "Something else")).toBe("not_placed")
    expect(outcomeOfError(409, "")).toBe("in_progress")
    expect(outcomeOfError(503, "")).toBe("unavailable")
    expect(outcomeOfError(undefined, "fetch failed")).toBe("unavailable")
  })
})
