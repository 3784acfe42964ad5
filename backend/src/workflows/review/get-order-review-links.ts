import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { reviewToken } from "../../lib/review-token"

type OrderOfCart = { order_id: string; order: { id: string; items: { id: string; product_id: string | null; product_title: string | null }[] } }

/**
 * The review links of the order a cart became, for the success page: whoever holds the cart (its
 * cookie) is the buyer. One link per order line, as in the confirmation email.
 */
export const getOrderReviewLinksWorkflow = createWorkflow("get-order-review-links", (input: { cart_id: string }) => {
  const { data: placed } = useQueryGraphStep({
    entity: "order_cart",
    fields: ["order_id", "order.id", "order.items.id", "order.items.product_id", "order.items.product_title"],
    filters: { cart_id: input.cart_id },
    options: { isList: false, throwIfKeyNotFound: true },
  })
  const links = transform({ placed }, ({ placed }) => {
    const { order } = placed as unknown as OrderOfCart
    return order.items.flatMap((item) =>
      item.product_id
        ? [
            {
              line_item_id: item.id,
              product_id: item.product_id,
              product_title: item.product_title ?? "",
              token: reviewToken({ order_id: order.id, line_item_id: item.id, product_id: item.product_id }),
            },
          ]
        : []
    )
  })
  return new WorkflowResponse(links)
})
