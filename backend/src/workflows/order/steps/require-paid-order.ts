import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { paidOrderIds } from "../paid-orders"

/** A confirmation says the payment was received: it is sent for a paid order only. */
export const requirePaidOrderStep = createStep("require-paid-order", async ({ id }: { id: string }, { container }) => {
  if (!(await paidOrderIds(container, [id])).length) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Order ${id} is not paid: no confirmation is sent`)
  }
  return new StepResponse(undefined)
})
