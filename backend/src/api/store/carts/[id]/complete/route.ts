import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { refetchCart } from "@medusajs/medusa/api/store/carts/helpers"
import { defaultStoreCartFields } from "@medusajs/medusa/api/store/carts/query-config"
import { completeCartOnceWorkflow } from "../../../../../workflows/checkout/complete-cart-once"
import { COMPLETION_BUSY_MESSAGE, COMPLETION_LOCK_STEPS } from "../../../../../workflows/checkout/completion-locks"
import { failedTakingLock } from "../../../../../workflows/locking/lock-steps"

// A payment the provider declined or that needs the shopper: Medusa's route answers these with the cart
const PAYMENT_ERRORS: string[] = [MedusaError.Types.PAYMENT_AUTHORIZATION_ERROR, MedusaError.Types.PAYMENT_REQUIRES_MORE_ERROR]

/**
 * Medusa's complete route (same answers: the order, or the cart with a payment error, or the
 * refusal as a 4xx; a 409 while another completion holds its locks past the wait), with the
 * completion made once whatever runs at the same time: see completeCartOnceWorkflow.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const { errors, result } = await completeCartOnceWorkflow(req.scope).run({ input: { cart_id: req.params.id }, throwOnError: false })
  // a lock another completion still holds after the wait: the shopper may try again in a moment
  if (failedTakingLock(errors, Object.values(COMPLETION_LOCK_STEPS)))
    throw new MedusaError(MedusaError.Types.CONFLICT, COMPLETION_BUSY_MESSAGE)
  // Medusa types a step's error as any; what is read of it (type, message, name) is a MedusaError's
  const error = errors[0]?.error as MedusaError | undefined
  if (error) {
    if (!PAYMENT_ERRORS.includes(error.type)) throw error
    const cart = await refetchCart(req.params.id, req.scope, defaultStoreCartFields)
    res.json({ type: "cart", cart, error: { message: error.message, name: error.name, type: error.type } })
    return
  }
  // a cart that breaks the completion rules: the refusal the shopper reads, as a 4xx
  if (result?.refusal) throw new MedusaError(result.refusal.type, result.refusal.message, result.refusal.code ?? undefined)
  if (!result?.id) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Cart ${req.params.id} was completed without an order`)
  const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: req.queryConfig.fields,
    filters: { id: result.id },
  })
  res.json({ type: "order", order: data[0] })
}
