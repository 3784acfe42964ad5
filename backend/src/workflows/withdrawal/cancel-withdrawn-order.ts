import { MedusaError } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import { readWithdrawnOrderStep, type WithdrawnOrderState } from "./steps/read-withdrawn-order"

/** Only an order withdrawn in full, none of it handed to fulfilment, is cancelled from its Withdrawal box. */
const requireWithdrawnUnshippedOrderStep = createStep("require-withdrawn-unshipped-order", async (state: WithdrawnOrderState) => {
  if (state.canceled) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Order #${state.display_id} is cancelled already.`)
  if (!state.fully_withdrawn) {
    throw new MedusaError(
      MedusaError.Types.NOT_ALLOWED,
      `Order #${state.display_id} is not withdrawn in full: cancel it in Medusa's order menu, or edit it.`,
    )
  }
  if (state.fulfilled) {
    throw new MedusaError(
      MedusaError.Types.NOT_ALLOWED,
      `Order #${state.display_id} was handed to fulfilment: its items come back by the return request.`,
    )
  }
  return new StepResponse(state)
})

/**
 * The seller's one click on a withdrawn order that was not cancelled when the statement came (its
 * cancellation failed, or its fulfilment was cancelled later): Medusa's cancel, which refunds
 * what was captured and sends the shopper the cancellation e-mail.
 */
export const cancelWithdrawnOrderWorkflow = createWorkflow(
  "cancel-withdrawn-order",
  (input: { order_id: string; canceled_by?: string }) => {
    const state = readWithdrawnOrderStep({ order_id: input.order_id })
    requireWithdrawnUnshippedOrderStep(state)
    cancelOrderWorkflow.runAsStep({ input: { order_id: input.order_id, canceled_by: input.canceled_by } })
    return new WorkflowResponse(readWithdrawnOrderStep({ order_id: input.order_id }).config({ name: "read-withdrawn-order-after" }))
  },
)
