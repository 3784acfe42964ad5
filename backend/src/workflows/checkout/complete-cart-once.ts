import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { claimCartCompletionStep, releaseCartCompletionStep } from "./steps/claim-cart-completion"
import { findOrderOfCartStep } from "./steps/find-order-of-cart"
import { undoHalfMadeOrderStep } from "./steps/undo-half-made-order"

export const completeCartOnceWorkflowId = "complete-cart-once"

/**
 * Completes a cart into its one order, whatever runs at the same time: the shopper's return (the
 * Store API's complete route) and the Stripe webhook both come here. A cart already ordered answers
 * its order at once. Otherwise, under the claim of the cart, its codes and its stock (see the
 * step), what an earlier completion left half-made is undone, then Medusa's completion runs; its
 * validate hook (hooks/complete-cart.ts) checks the code's uses, the stock and the payment against
 * the cart under that claim, so a completion that would lose is refused before it makes an order.
 * Answers the order's id (null only when the completion failed: its error is the answer).
 */
export const completeCartOnceWorkflow = createWorkflow(completeCartOnceWorkflowId, (input: { cart_id: string }) => {
  const ordered = findOrderOfCartStep({ cart_id: input.cart_id })
  const made = when("cart-not-ordered-yet", { ordered }, ({ ordered }) => !ordered).then(() => {
    const claim = claimCartCompletionStep({ cart_id: input.cart_id })
    undoHalfMadeOrderStep({ cart_id: input.cart_id })
    // nested, Medusa's completion leaves the cart's lock to its caller: the claim holds it
    const order = completeCartWorkflow.runAsStep({ input: { id: input.cart_id } })
    releaseCartCompletionStep(claim)
    return order
  })
  return new WorkflowResponse(transform({ ordered, made }, ({ ordered, made }) => ({ id: ordered ?? made?.id ?? null })))
})
