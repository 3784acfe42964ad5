import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { refuseCartCompletion } from "../checkout/steps/check-cart-completion"

/**
 * The completion rules (refuseCartCompletion), checked before Medusa makes the order on every path
 * (the shopper's return, the Stripe webhook), under the claim of the cart, its codes and its stock
 * (completeCartOnceWorkflow), so that the cart read here is the last word: no other completion uses
 * the same code or units meanwhile. completeCartOnceWorkflow checks them just before too
 * (checkCartCompletionStep), to answer a refusal instead of failing; this is the guard of
 * Medusa's own completion itself.
 */
completeCartWorkflow.hooks.validate(async ({ cart }, { container }) => {
  await refuseCartCompletion(container, cart)
})
