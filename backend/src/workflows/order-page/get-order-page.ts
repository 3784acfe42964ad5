import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { getOrderDetailWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { orderPageToken } from "../../lib/order-link"
import { orderPageFields, orderPageView } from "./order-page-view"
import { readOrderLinkStep } from "./steps/read-order-link"

/** The order page of a signed order link (the success page, the confirmation e-mail's link). */
export const getOrderPageWorkflow = createWorkflow("get-order-page", (input: { token: string }) => {
  const { order_id } = readOrderLinkStep(input)
  const order = getOrderDetailWorkflow.runAsStep({ input: { order_id, fields: orderPageFields, filters: { is_draft_order: false } } })
  return new WorkflowResponse(transform({ order }, ({ order }) => orderPageView(order)))
})

/**
 * The order page link of the order a cart became, for the success page: whoever holds the cart (its
 * cookie) is the buyer. 404 while the cart is no order.
 */
export const getOrderLinkOfCartWorkflow = createWorkflow("get-order-link-of-cart", (input: { cart_id: string }) => {
  const { data: placed } = useQueryGraphStep({
    entity: "order_cart",
    fields: ["order_id"],
    filters: { cart_id: input.cart_id },
    options: { isList: false, throwIfKeyNotFound: true },
  })
  return new WorkflowResponse(transform({ placed }, ({ placed }) => ({ token: orderPageToken(placed.order_id) })))
})
