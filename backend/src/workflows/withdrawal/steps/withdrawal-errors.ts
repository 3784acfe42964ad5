import { MedusaError } from "@medusajs/framework/utils"

/** One answer for a wrong number, address or postal code, or any mix: it tells nothing about other orders. */
export const ORDER_NOT_FOUND =
  "We could not find an order with this order number, e-mail address and postal code. Please check them: they are in your order confirmation e-mail."

export const orderNotFound = () => new MedusaError(MedusaError.Types.NOT_FOUND, ORDER_NOT_FOUND)

export const alreadyWithdrawn = (display_id: number) =>
  new MedusaError(MedusaError.Types.DUPLICATE_ERROR, `You have already withdrawn from these items of order #${display_id}.`)
