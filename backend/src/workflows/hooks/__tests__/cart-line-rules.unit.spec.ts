import { MedusaError } from "@medusajs/framework/utils"
import { ABOVE_LINE_LIMIT, MAX_LINE_QUANTITY } from "../../../lib/shop-constants"
import { refuseAboveLineLimit } from "../cart-line-rules"

/** The refusal `check` throws, as the Store API answers it (type and words), or null. */
function refusal(check: () => void): { type: string; message: string } | null {
  try {
    check()
    return null
  } catch (error) {
    if (!MedusaError.isMedusaError(error)) throw error
    return { type: error.type, message: error.message }
  }
}

describe("the line limit", () => {
  it("takes up to the limit, alone or on top of what the cart holds", () => {
    expect(refusal(() => refuseAboveLineLimit(MAX_LINE_QUANTITY))).toBeNull()
    expect(refusal(() => refuseAboveLineLimit(1, MAX_LINE_QUANTITY - 1))).toBeNull()
  })

  it("refuses more in the Store API's words, naming what the cart holds when it holds some", () => {
    expect(refusal(() => refuseAboveLineLimit(MAX_LINE_QUANTITY + 1))).toEqual({ type: "invalid_data", message: ABOVE_LINE_LIMIT })
    expect(refusal(() => refuseAboveLineLimit(2, MAX_LINE_QUANTITY - 1))).toEqual({
      type: "invalid_data",
      message: `${ABOVE_LINE_LIMIT}; the cart already holds ${MAX_LINE_QUANTITY - 1} of this variant`,
    })
    expect(refusal(() => refuseAboveLineLimit(1e12))).toEqual({ type: "invalid_data", message: ABOVE_LINE_LIMIT })
  })
})
