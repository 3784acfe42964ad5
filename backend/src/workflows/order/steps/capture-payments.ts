import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"

/** Captures each payment in full with Medusa's own capture (which records it on the order). */
export const capturePaymentsStep = createStep("capture-payments", async ({ payment_ids }: { payment_ids: string[] }, { container }) => {
  for (const payment_id of payment_ids) {
    await capturePaymentWorkflow(container).run({ input: { payment_id } })
  }
  return new StepResponse(payment_ids)
})
