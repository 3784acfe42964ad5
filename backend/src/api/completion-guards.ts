import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { undoHalfCompletedCartWorkflow } from "../workflows/checkout/undo-half-completed-cart"

/**
 * Before Medusa completes a cart: undo what an earlier completion left half-made when the
 * database went away in the middle, so the shopper's retry can make the order.
 */
export async function undoHalfCompletedCart(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    await undoHalfCompletedCartWorkflow(req.scope).run({ input: { cart_id: req.params.id } })
  } catch (error) {
    return next(error)
  }
  next()
}
