// Where an order stands, in the shopper's words: one reading for every screen that states it (the
// order page, the success page, the account's orders), made by the backend's order page view.
// Types are in status.d.ts.

/** The statuses an order can show, the first that applies winning. */
export const ORDER_STATUS = Object.freeze({
  withdrawn: Object.freeze({ code: "withdrawn", label: "Withdrawn: cancelled and refunded" }),
  canceled: Object.freeze({ code: "canceled", label: "Cancelled" }),
  delivered: Object.freeze({ code: "delivered", label: "Delivered" }),
  shipped: Object.freeze({ code: "shipped", label: "Shipped" }),
  partially_shipped: Object.freeze({ code: "partially_shipped", label: "Partly shipped" }),
  preparing: Object.freeze({ code: "preparing", label: "Paid, being prepared for shipping" }),
  received: Object.freeze({ code: "received", label: "Received, awaiting payment" }),
})

/** Medusa's payment statuses of an order whose money has come in (a refund of some or all of it included). */
const PAID = new Set(["captured", "partially_captured", "authorized", "partially_refunded", "refunded"])

/**
 * An order's status from Medusa's order status, its aggregated fulfilment and payment statuses and
 * whether the buyer withdrew from every line: cancelled orders first (withdrawn when every line was),
 * then how far the parcel went, then whether it is paid.
 */
export function orderStatus({ status, fulfillment_status, payment_status, fully_withdrawn = false }) {
  if (status === "canceled") return fully_withdrawn ? ORDER_STATUS.withdrawn : ORDER_STATUS.canceled
  if (fulfillment_status === "delivered" || fulfillment_status === "partially_delivered") return ORDER_STATUS.delivered
  if (fulfillment_status === "shipped") return ORDER_STATUS.shipped
  if (fulfillment_status === "partially_shipped") return ORDER_STATUS.partially_shipped
  return PAID.has(payment_status ?? "") ? ORDER_STATUS.preparing : ORDER_STATUS.received
}
