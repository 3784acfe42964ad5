import type { AdminOrder } from "@medusajs/framework/types"

/**
 * What an order's own widgets read changes with: its status, payments (captures, refunds),
 * fulfilments and summary, as the order page last loaded them. Medusa's drawers and buttons on the
 * order page (refund, cancel, fulfil, return) invalidate the page's order query when they are done,
 * and the page loads the order again; a widget whose query key carries this version loads its own
 * data again with it, so its box never shows the order as it was before the action.
 */
export function orderVersion(order: AdminOrder): string {
  return JSON.stringify([
    order.status,
    order.payment_status,
    order.fulfillment_status,
    order.summary,
    (order.payment_collections ?? []).map((collection) => [
      collection.status,
      collection.captured_amount,
      collection.refunded_amount,
      (collection.payments ?? []).map((payment) => [payment.id, (payment.refunds ?? []).map((refund) => refund.id)]),
    ]),
    (order.fulfillments ?? []).map((fulfillment) => [
      fulfillment.id,
      fulfillment.shipped_at,
      fulfillment.delivered_at,
      fulfillment.canceled_at,
    ]),
  ])
}
