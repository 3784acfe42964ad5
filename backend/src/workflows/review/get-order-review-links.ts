import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { orderOfCartFields, type QueriedOrderOfCart } from "./query-config"
import { linkToken } from "../../lib/shop-links"

/** One link per order line with a product, as in the confirmation email. */
function reviewLinksOf({ order }: QueriedOrderOfCart) {
  if (!order) return []
  return (order.items ?? []).flatMap((item) =>
    item?.product_id
      ? [
          {
            line_item_id: item.id,
            product_id: item.product_id,
            product_title: item.product_title ?? "",
            token: linkToken("order-line-review", { order_id: order.id, line_item_id: item.id, product_id: item.product_id }),
          },
        ]
      : [],
  )
}

/**
 * The review links of the order a cart became, for the success page: whoever holds the cart (its
 * cookie) is the buyer.
 */
export const getOrderReviewLinksWorkflow = createWorkflow("get-order-review-links", (input: { cart_id: string }) => {
  const { data: placed } = useQueryGraphStep({
    entity: "order_cart",
    fields: [...orderOfCartFields],
    filters: { cart_id: input.cart_id },
    options: { isList: false, throwIfKeyNotFound: true },
  })
  const links = transform({ placed }, ({ placed }) => reviewLinksOf(placed))
  return new WorkflowResponse(links)
})
