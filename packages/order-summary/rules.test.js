import { describe, expect, it } from "vitest"
import { WITHDRAWAL_REFUND_TERMS, withdrawalNextSteps, withdrawalRefundDeadline } from "./rules.js"

describe("the withdrawal's refund", () => {
  it("is due 14 days from the day the withdrawal is received, not from the return", () => {
    expect(withdrawalRefundDeadline("2026-11-02T10:00:00.000Z").toISOString()).toBe("2026-11-16T10:00:00.000Z")
    expect(WITHDRAWAL_REFUND_TERMS).toContain("within 14 days of the day we receive your withdrawal")
    expect(WITHDRAWAL_REFUND_TERMS).toContain("until we have received them back or you have shown that you have sent them")
    expect(WITHDRAWAL_REFUND_TERMS).not.toMatch(/inspection/)
  })

  it("asks for the items back only when some were shipped", () => {
    const unshipped = withdrawalNextSteps({ itemsToReturn: false }).join(" ")
    expect(unshipped).not.toMatch(/send items you have already received back/i)
    expect(unshipped).toContain("nothing to send back")
    const shipped = withdrawalNextSteps({ itemsToReturn: true, returnAddress: "Shop B.V., Street 1, 1000 AA Amsterdam" }).join(" ")
    expect(shipped).toContain("Please send items you have already received back within 14 days of your withdrawal")
    expect(shipped).toContain("Shop B.V., Street 1, 1000 AA Amsterdam")
  })
})
