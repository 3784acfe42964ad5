import { describe, expect, it } from "vitest"
import { outcomeOfCartAnswer, outcomeOfError } from "./checkout-outcome"

describe("checkout outcome", () => {
  it("tells Medusa's answers apart", () => {
    expect(outcomeOfCartAnswer({ type: "payment_requires_more_error" })).toBe("payment_pending")
    expect(outcomeOfCartAnswer({ type: "payment_authorization_error" })).toBe("payment_failed")
    // the shop's refusals by their code, whatever their words
    expect(outcomeOfError(400, "insufficient_inventory", "Some variant does not have the required inventory")).toBe("out_of_stock")
    expect(outcomeOfError(400, "insufficient_inventory", "")).toBe("out_of_stock")
    expect(outcomeOfError(400, "promotion_code_used_up", "This code has already been used.")).toBe("code_used_up")
    expect(outcomeOfError(400, "cart_changed_after_payment", "Your cart changed after you started paying.")).toBe("not_placed")
    expect(outcomeOfError(400, "welcome_code_first_order_only", "")).toBe("not_placed")
    // Medusa's own, which carry no code
    expect(outcomeOfError(400, null, "Promotion usage exceeds the limit.")).toBe("code_used_up")
    expect(outcomeOfError(400, null, "Session: payses_1 was not authorized with the provider.")).toBe("payment_pending")
    expect(outcomeOfError(400, null, "Payment collection has not been initiated for cart")).toBe("no_payment")
    expect(outcomeOfError(400, null, "Something else")).toBe("not_placed")
    expect(outcomeOfError(409, null, "")).toBe("in_progress")
    expect(outcomeOfError(503, null, "")).toBe("unavailable")
    expect(outcomeOfError(undefined, null, "fetch failed")).toBe("unavailable")
  })
})
