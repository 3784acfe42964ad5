import type { PromotionActions } from "@medusajs/framework/utils"
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  refreshCartShippingMethodsWorkflow,
  refreshPaymentCollectionForCartWorkflow,
  updateCartPromotionsWorkflow,
} from "@medusajs/medusa/core-flows"

export type ApplyCartPromotionsInput = { cart_id: string; promo_codes: string[]; action: PromotionActions }

/**
 * Adds or removes promotion codes, then prices the chosen shipping again: free shipping counts the
 * items after discounts, so a code entered after choosing shipping must cost what the same code
 * entered before does. Medusa's own route changes the discounts and leaves the shipping as it was.
 */
export const applyCartPromotionsWorkflow = createWorkflow("apply-cart-promotions", (input: ApplyCartPromotionsInput) => {
  updateCartPromotionsWorkflow.runAsStep({ input })
  refreshCartShippingMethodsWorkflow.runAsStep({ input: { cart_id: input.cart_id } })
  refreshPaymentCollectionForCartWorkflow.runAsStep({ input: { cart_id: input.cart_id } })
  return new WorkflowResponse(undefined)
})
