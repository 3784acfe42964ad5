import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { undoHalfMadeOrderStep } from "./steps/undo-half-made-order"

/** Medusa's cart completion holds this lock, named after the cart, for as long as it runs. */
const COMPLETION_LOCK = { timeout: 30, ttl: 120 }

/**
 * Before a cart is completed: undo what an earlier completion of it left half-made when the
 * database went away in the middle (see the step), under the same lock as the completion.
 */
export const undoHalfCompletedCartWorkflow = createWorkflow("undo-half-completed-cart", (input: { cart_id: string }) => {
  acquireLockStep({ key: input.cart_id, ...COMPLETION_LOCK })
  const result = undoHalfMadeOrderStep({ cart_id: input.cart_id })
  releaseLockStep({ key: input.cart_id })
  return new WorkflowResponse(result)
})
