import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { claimCartCompletionStep, releaseCartCompletionStep } from "./steps/claim-cart-completion"
import { undoHalfMadeOrderStep } from "./steps/undo-half-made-order"

export const completeCartOnceWorkflowId = "complete-cart-once"

/**
 * Completes a cart into its one order, whatever runs at the same time: the shopper's return (the
 * Store API's complete route) and the Stripe webhook both come here. Under the claim of the cart,
 * its codes and its stock (see the step), what an earlier completion left half-made is undone,
 * then Medusa's completion runs; its validate hook (hooks/complete-cart.ts) checks the code's uses,
 * the stock and the payment against the cart under that claim, so a completion that would lose
 * is refused before it makes an order. A completed cart answers its order again.
 */
export const completeCartOnceWorkflow = createWorkflow(completeCartOnceWorkflowId, (input: { cart_id: string }) => {
  const claim = claimCartCompletionStep({ cart_id: input.cart_id })
  undoHalfMadeOrderStep({ cart_id: input.cart_id })
  // nested, Medusa's completion leaves the cart's lock to its caller: the claim holds it
  const order = completeCartWorkflow.runAsStep({ input: { id: input.cart_id } })
  releaseCartCompletionStep(claim)
  return new WorkflowResponse(order)
})
