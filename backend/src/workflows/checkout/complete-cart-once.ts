import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { giveLockBack, lockOwnerStep, takeLock } from "../locking/lock-steps"
import { takeLocksInOrderStep } from "../locking/take-locks-in-order"
import { COMPLETION_LOCK, COMPLETION_LOCK_STEPS, completionKeys } from "./completion-locks"
import { checkCartCompletionStep, type CompletionRefusal } from "./steps/check-cart-completion"
import { findCompletionLockKeysStep } from "./steps/find-completion-lock-keys"
import { findOrderOfCartStep } from "./steps/find-order-of-cart"
import { undoHalfMadeOrderStep } from "./steps/undo-half-made-order"

/**
 * Completes a cart into its one order, whatever runs at the same time: the shopper's return (the
 * Store API's complete route) and the Stripe webhook both come here. A cart already ordered answers
 * its order at once. Otherwise, under the locks of the cart, its codes and its stock (Medusa's
 * acquireLockStep: the cart first, Medusa's own cart key, then the keys read under it, one by one
 * in sorted order), what an earlier completion left half-made is undone, the completion rules (the
 * code's uses, the stock, the payment) are checked against the cart under those locks, and only a
 * cart that meets them goes to Medusa's completion: a completion that would lose is refused before
 * it makes an order (Medusa makes the order first and registers the code's use and the reservations
 * afterwards, in one parallel group that cannot always be undone). Answers the order's id, or the refusal (the
 * caller's 4xx or refund); a lock still held by another after its wait fails at one of
 * COMPLETION_LOCK_STEPS (the caller's 409); anything else that fails (the database, Medusa's own
 * checks) is this workflow's error. `lock_owner`: see lockOwnerStep. docs/checkout-completion.md
 * records what of Medusa this relies on.
 */
export const completeCartOnceWorkflow = createWorkflow("complete-cart-once", (input: { cart_id: string; lock_owner?: string }) => {
  const ordered = findOrderOfCartStep({ cart_id: input.cart_id })
  // the locks' owner: the caller's when it nests this workflow without undoing it (its lockOwnerStep
  // gives the locks back should it fail), else one of this workflow's own
  const ownOwner = when("no-lock-owner-given", { input }, ({ input }) => !input.lock_owner).then(() => lockOwnerStep("cart-completion"))
  const owner = transform({ input, ownOwner }, ({ input, ownOwner }) => input.lock_owner ?? ownOwner ?? "")
  const locked = when("cart-not-ordered-yet", { ordered }, ({ ordered }) => !ordered).then(() => {
    const cartKey = transform({ input }, ({ input }) => completionKeys.cart(input.cart_id))
    takeLock(COMPLETION_LOCK_STEPS.cart, { key: cartKey, ownerId: owner, ...COMPLETION_LOCK })
    const resources = findCompletionLockKeysStep({ cart_id: input.cart_id, owner })
    // one key after the other, sorted (not acquireLockStep given the list: see takeLocksInOrderStep)
    takeLocksInOrderStep({ keys: resources.keys, ownerId: owner, ...COMPLETION_LOCK }).config({ name: COMPLETION_LOCK_STEPS.resources })
    undoHalfMadeOrderStep({ cart_id: input.cart_id })
    return transform({ cartKey, resources }, ({ cartKey, resources }) => ({ owner: resources.owner, keys: [cartKey, ...resources.keys] }))
  })
  // (Medusa's "when" does not nest: each condition below names the locks)
  const refusal = when("cart-claimed", { locked }, ({ locked }) => Boolean(locked)).then(() =>
    checkCartCompletionStep({ cart_id: input.cart_id }),
  )
  const made = when("cart-meets-completion-rules", { locked, refusal }, ({ locked, refusal }) => Boolean(locked) && !refusal).then(() =>
    // nested, Medusa's completion skips its own cart lock (B1): the lock taken above holds it
    completeCartWorkflow.runAsStep({ input: { id: input.cart_id } }),
  )
  // none to give back when the cart was ordered before
  giveLockBack("unlock-completion", {
    key: transform({ locked }, ({ locked }) => locked?.keys ?? []),
    ownerId: transform({ locked }, ({ locked }) => locked?.owner),
  })
  return new WorkflowResponse(
    transform({ ordered, made, refusal }, ({ ordered, made, refusal }): { id: string | null; refusal: CompletionRefusal } => ({
      id: ordered ?? made?.id ?? null,
      refusal: refusal ?? null,
    })),
  )
})
