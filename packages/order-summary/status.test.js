import { describe, expect, it } from "vitest"
import { ORDER_STATUS, orderStatus } from "./status.js"

describe("orderStatus", () => {
  it.each([
    [
      "an unpaid order",
      { status: "pending", fulfillment_status: "not_fulfilled", payment_status: "not_paid" },
      "received",
      "Received, awaiting payment",
    ],
    [
      "an order whose payment is only awaited",
      { status: "pending", fulfillment_status: "not_fulfilled", payment_status: "awaiting" },
      "received",
      "Received, awaiting payment",
    ],
    [
      "a paid order",
      { status: "pending", fulfillment_status: "not_fulfilled", payment_status: "captured" },
      "preparing",
      "Paid, being prepared for shipping",
    ],
    [
      "an authorised payment",
      { status: "pending", fulfillment_status: "not_fulfilled", payment_status: "authorized" },
      "preparing",
      "Paid, being prepared for shipping",
    ],
    [
      "a paid order packed but not shipped",
      { status: "pending", fulfillment_status: "fulfilled", payment_status: "captured" },
      "preparing",
      "Paid, being prepared for shipping",
    ],
    [
      "a paid order partly refunded (a line withdrawn before shipping)",
      { status: "pending", fulfillment_status: "not_fulfilled", payment_status: "partially_refunded" },
      "preparing",
      "Paid, being prepared for shipping",
    ],
    [
      "a partly shipped order",
      { status: "pending", fulfillment_status: "partially_shipped", payment_status: "captured" },
      "partially_shipped",
      "Partly shipped",
    ],
    ["a shipped order", { status: "pending", fulfillment_status: "shipped", payment_status: "captured" }, "shipped", "Shipped"],
    [
      "a shipped order partly refunded",
      { status: "pending", fulfillment_status: "shipped", payment_status: "partially_refunded" },
      "shipped",
      "Shipped",
    ],
    ["a delivered order", { status: "completed", fulfillment_status: "delivered", payment_status: "captured" }, "delivered", "Delivered"],
    [
      "a partly delivered order",
      { status: "pending", fulfillment_status: "partially_delivered", payment_status: "captured" },
      "delivered",
      "Delivered",
    ],
    [
      "a cancelled order, refunded",
      { status: "canceled", fulfillment_status: "canceled", payment_status: "refunded" },
      "canceled",
      "Cancelled",
    ],
    [
      "a cancelled order the buyer withdrew from in full",
      { status: "canceled", fulfillment_status: "canceled", payment_status: "refunded", fully_withdrawn: true },
      "withdrawn",
      "Withdrawn: cancelled and refunded",
    ],
  ])("reads %s", (_name, order, code, label) => {
    expect(orderStatus(order)).toEqual({ code, label })
  })

  it("reads nothing but a cancellation as withdrawn: a withdrawal that did not cancel the order leaves its status", () => {
    expect(orderStatus({ status: "pending", fulfillment_status: "shipped", payment_status: "captured", fully_withdrawn: true })).toBe(
      ORDER_STATUS.shipped,
    )
  })

  it("reads an order with no statuses yet as received", () => {
    expect(orderStatus({})).toBe(ORDER_STATUS.received)
  })
})
