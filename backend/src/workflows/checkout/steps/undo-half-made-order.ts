import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

type CartOrderLinks = {
  /** orders linked to the cart */
  cartOrderIds: string[]
  /** orders linked to the cart's payment collection */
  paymentOrderIds: string[]
  paymentCollectionId: string | null
}

async function linksOf(container: MedusaContainer, cartId: string): Promise<CartOrderLinks> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: carts } = await query.graph({ entity: "cart", fields: ["id", "payment_collection.id"], filters: { id: cartId } })
  const paymentCollectionId: string | null = carts[0]?.payment_collection?.id ?? null
  const { data: cartLinks } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
  const { data: paymentLinks } = paymentCollectionId
    ? await query.graph({ entity: "order_payment_collection", fields: ["order_id"], filters: { payment_collection_id: paymentCollectionId } })
    : { data: [] }
  return {
    cartOrderIds: cartLinks.map((link) => link.order_id as string),
    paymentOrderIds: paymentLinks.map((link) => link.order_id as string),
    paymentCollectionId,
  }
}

/**
 * Finishes what a completion of this cart that failed half-way could not undo. Medusa's
 * completion makes the order, then links it to the cart and to the payment collection in one step
 * whose links are written one by one. When the database goes away between them, the step fails
 * with some links written (a failed step does not undo itself) and the order's own undo may fail
 * too. Every later completion then fails for good ("Cannot create multiple links between 'order'
 * and 'payment'") or returns an order that no longer exists: the shopper can never get the order.
 *
 * Run under the cart's completion lock, so no completion is half-way through at the same time:
 * - a link from the cart or its payment collection to an order that no longer exists goes;
 * - an order linked to the payment collection but not to the cart (the completion failed before it
 *   could link the cart, and could not delete the order) is deleted with its link, as the failed
 *   completion would have done. The cart's payment collection belongs to this cart alone, so such
 *   an order can only come from a failed completion of it.
 */
export const undoHalfMadeOrderStep = createStep("undo-half-made-order", async ({ cart_id }: { cart_id: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const links = await linksOf(container, cart_id)
  const linked = [...new Set([...links.cartOrderIds, ...links.paymentOrderIds])]
  if (!linked.length) return new StepResponse({ dismissed: 0, deleted: [] as string[] })

  const { data: orders } = await query.graph({ entity: "order", fields: ["id"], filters: { id: linked } })
  const existing = new Set(orders.map((order) => order.id))
  const halfMade = links.paymentOrderIds.filter((id) => existing.has(id) && !links.cartOrderIds.includes(id))

  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const dismiss = [
    ...links.cartOrderIds
      .filter((id) => !existing.has(id))
      .map((order_id) => ({ [Modules.ORDER]: { order_id }, [Modules.CART]: { cart_id } })),
    ...links.paymentOrderIds
      .filter((id) => !existing.has(id) || halfMade.includes(id))
      .map((order_id) => ({ [Modules.ORDER]: { order_id }, [Modules.PAYMENT]: { payment_collection_id: links.paymentCollectionId } })),
  ]
  if (dismiss.length) await link.dismiss(dismiss)
  if (halfMade.length) await container.resolve(Modules.ORDER).deleteOrders(halfMade)
  if (dismiss.length || halfMade.length) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(`Cart ${cart_id}: undid what a failed completion left (${dismiss.length} link(s), order(s) deleted: ${halfMade.join(", ") || "none"})`)
  }
  return new StepResponse({ dismissed: dismiss.length, deleted: halfMade })
})
