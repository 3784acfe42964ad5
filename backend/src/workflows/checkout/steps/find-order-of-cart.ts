import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/**
 * The order a finished completion made of the cart: linked to it and paid (a completion authorizes
 * the payment as its last step), or null; an order linked without a payment is one a completion
 * left half-made (see undoHalfMadeOrderStep).
 */
export async function finishedOrderOfCart(container: MedusaContainer, cartId: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: links } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
  const ids = links.map((link) => link.order_id)
  if (!ids.length) return null
  const { data: orders } = await query.graph({ entity: "order", fields: ["id", "payment_collections.payments.id"], filters: { id: ids } })
  const paid = orders.find((order) => (order.payment_collections ?? []).some((collection) => (collection?.payments ?? []).some(Boolean)))
  return paid?.id ?? null
}

/**
 * The cart's finished order (finishedOrderOfCart): the shopper's return and Stripe's repeated
 * webhooks are answered with it at once, without waiting for the cart's claim. A cart that does
 * not exist is a 404.
 */
export const findOrderOfCartStep = createStep("find-order-of-cart", async ({ cart_id }: { cart_id: string }, { container }) => {
  const { data: carts } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "cart", fields: ["id"], filters: { id: cart_id } })
  if (!carts.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart with id: ${cart_id} was not found`)
  return new StepResponse<string | null>(await finishedOrderOfCart(container, cart_id))
})
