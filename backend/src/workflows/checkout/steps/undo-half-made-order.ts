import type { MedusaContainer, RemoteQueryEntryPoints } from "@medusajs/framework/types"
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
    ? await query.graph({
        entity: "order_payment_collection",
        fields: ["order_id"],
        filters: { payment_collection_id: paymentCollectionId },
      })
    : { data: [] }
  return {
    cartOrderIds: cartLinks.map((link) => link.order_id),
    paymentOrderIds: paymentLinks.map((link) => link.order_id),
    paymentCollectionId,
  }
}

type OrderToUndo = Pick<RemoteQueryEntryPoints["order"], "id" | "items" | "email" | "customer_id" | "promotions" | "payment_collections">

/**
 * Gives back what an order that will be deleted took: its reserved stock, and the use of each code
 * that counted it (a code used more often than the orders that still carry it).
 */
async function releaseWhatOrderTook(container: MedusaContainer, order: OrderToUndo) {
  const lineItemIds = (order.items ?? []).flatMap((item) => (item ? [item.id] : []))
  if (lineItemIds.length) await container.resolve(Modules.INVENTORY).deleteReservationItemsByLineItem(lineItemIds)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  for (const promotion of order.promotions ?? []) {
    if (!promotion?.code) continue
    const { data: links } = await query.graph({ entity: "order_promotion", fields: ["order_id"], filters: { promotion_id: promotion.id } })
    const otherOrderIds = links.map((link) => link.order_id).filter((id) => id !== order.id)
    const { data: others } = otherOrderIds.length
      ? await query.graph({ entity: "order", fields: ["id"], filters: { id: otherOrderIds } })
      : { data: [] }
    if (Number(promotion.used ?? 0) > others.length) {
      await container
        .resolve(Modules.PROMOTION)
        .revertUsage([{ code: promotion.code, amount: 0 }], { customer_id: order.customer_id ?? null, customer_email: order.email ?? null })
    }
  }
}

/**
 * Finishes what a completion of this cart that failed half-way could not undo. Medusa's
 * completion makes the order, then (in one parallel group) links it to the cart, the payment
 * collection and the codes, marks the cart completed, reserves the stock and counts the codes'
 * uses, and authorizes the payment last. When a step of that group fails (the database went away,
 * or a write failed) the group is not always undone: a step that failed does not undo itself, and
 * the order's own undo may fail too. Every later completion then fails for good ("Cannot create
 * multiple links between 'order' and 'payment'"), returns an order that no longer exists, or
 * returns an order that nobody paid for: the shopper never gets a paid order.
 *
 * Run under the cart's completion lock (completeCartOnceWorkflow), so no completion of it is half-way
 * through at the same time:
 * - a link from the cart or its payment collection to an order that no longer exists goes;
 * - an order linked to the payment collection but not to the cart (the completion failed before it
 *   could link the cart, and could not delete the order) is deleted with its link, as the failed
 *   completion would have done. The cart's payment collection belongs to this cart alone, so such
 *   an order can only come from a failed completion of it;
 * - an order linked to the cart without any payment (a finished completion always authorized one:
 *   it is the last thing it does) is deleted too, after its reservations and the code uses it
 *   counted are given back, and the cart is open again for the shopper's retry.
 * No compensation: the step is itself an undo, and what it removes is what no completion may find.
 */
export const undoHalfMadeOrderStep = createStep("undo-half-made-order", async ({ cart_id }: { cart_id: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const links = await linksOf(container, cart_id)
  const linked = [...new Set([...links.cartOrderIds, ...links.paymentOrderIds])]
  if (!linked.length) return new StepResponse<{ dismissed: number; deleted: string[] }>({ dismissed: 0, deleted: [] })

  const { data: orders } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "email",
      "customer_id",
      "items.id",
      "promotions.id",
      "promotions.code",
      "promotions.used",
      "payment_collections.payments.id",
    ],
    filters: { id: linked },
  })
  const existing = new Set(orders.map((order) => order.id))
  const unpaid = (order: OrderToUndo) => !(order.payment_collections ?? []).some((collection) => (collection?.payments ?? []).some(Boolean))
  const halfMade = orders
    .filter((order) => (links.cartOrderIds.includes(order.id) ? unpaid(order) : links.paymentOrderIds.includes(order.id)))
    .map((order) => order.id)

  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const dismiss = [
    ...links.cartOrderIds
      .filter((id) => !existing.has(id) || halfMade.includes(id))
      .map((order_id) => ({ [Modules.ORDER]: { order_id }, [Modules.CART]: { cart_id } })),
    ...links.paymentOrderIds
      .filter((id) => !existing.has(id) || halfMade.includes(id))
      .map((order_id) => ({ [Modules.ORDER]: { order_id }, [Modules.PAYMENT]: { payment_collection_id: links.paymentCollectionId } })),
    ...orders
      .filter((order) => halfMade.includes(order.id))
      .flatMap((order) =>
        (order.promotions ?? []).flatMap((promotion) =>
          promotion ? [{ [Modules.ORDER]: { order_id: order.id }, [Modules.PROMOTION]: { promotion_id: promotion.id } }] : [],
        ),
      ),
  ]
  for (const order of orders.filter((order) => halfMade.includes(order.id))) await releaseWhatOrderTook(container, order)
  if (dismiss.length) await link.dismiss(dismiss)
  if (halfMade.length) await container.resolve(Modules.ORDER).deleteOrders(halfMade)
  // the cart the failed completion marked completed is open again
  if (halfMade.some((id) => links.cartOrderIds.includes(id)))
    await container.resolve(Modules.CART).updateCarts(cart_id, { completed_at: null })
  if (dismiss.length || halfMade.length) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(
        `Cart ${cart_id}: undid what a failed completion left (${dismiss.length} link(s), order(s) deleted: ${halfMade.join(", ") || "none"})`,
      )
  }
  return new StepResponse({ dismissed: dismiss.length, deleted: halfMade })
})
