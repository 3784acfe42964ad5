import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { checkCartCompletionStep, type CompletionRefusal } from "./steps/check-cart-completion"
import { claimCartCompletionStep, releaseCartCompletionStep } from "./steps/claim-cart-completion"
import { findOrderOfCartStep } from "./steps/find-order-of-cart"
import { undoHalfMadeOrderStep } from "./steps/undo-half-made-order"

/**
 * Completes a cart into its one order, whatever runs at the same time: the shopper's return (the
 * Store API's complete route) and the Stripe webhook both come here. A cart already ordered answers
 * its order at once. Otherwise, under the claim of the cart, its codes and its stock (see the
 * step), what an earlier completion left half-made is undone, the completion rules (the code's
 * uses, the stock, the payment) are checked against the cart under that claim, and only a cart
 * that meets them goes to Medusa's completion: a completion that would lose is refused before it
 * makes an order. Answers the order's id, or the refusal (the caller's 4xx or refund); anything
 * else that fails (the database, Medusa's own checks) is this workflow's error.
 */
export const completeCartOnceWorkflow = createWorkflow("complete-cart-once", (input: { cart_id: string }) => {
  const ordered = findOrderOfCartStep({ cart_id: input.cart_id })
  const claim = when("cart-not-ordered-yet", { ordered }, ({ ordered }) => !ordered).then(() => {
    const claim = claimCartCompletionStep({ cart_id: input.cart_id })
    undoHalfMadeOrderStep({ cart_id: input.cart_id })
    return claim
  })
  // (Medusa's "when" does not nest: each condition below names the claim)
  const refusal = when("cart-claimed", { claim }, ({ claim }) => Boolean(claim)).then(() => checkCartCompletionStep({ cart_id: input.cart_id }))
  const made = when("cart-meets-completion-rules", { claim, refusal }, ({ claim, refusal }) => Boolean(claim) && !refusal).then(() =>
    // nested, Medusa's completion leaves the cart's lock to its caller: the claim holds it
    completeCartWorkflow.runAsStep({ input: { id: input.cart_id } })
  )
  releaseCartCompletionStep(claim)
  return new WorkflowResponse(
    transform({ ordered, made, refusal }, ({ ordered, made, refusal }): { id: string | null; refusal: CompletionRefusal } => ({
      id: ordered ?? made?.id ?? null,
      refusal: refusal ?? null,
    }))
  )
})
