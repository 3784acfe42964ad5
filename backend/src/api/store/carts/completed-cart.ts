import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { answerNotFound } from "../../doors"

/**
 * A completed cart has become an order, which only its signed link shows: read by its id, it
 * answers as a cart that does not exist (the storefront then starts a new one), never with the
 * buyer's e-mail and addresses.
 */
export async function hideCompletedCart(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const [cart] = await req.scope.resolve(Modules.CART).listCarts({ id: String(req.params.id) }, { select: ["id", "completed_at"] })
  if (cart?.completed_at) return answerNotFound(req, res)
  next()
}
