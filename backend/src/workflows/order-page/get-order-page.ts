import { Modules } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { isSubscriptionProduct } from "../../lib/subscription-products"
import { getOrderDetailWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { readWithdrawnLinesStep } from "../withdrawal/withdrawn-lines"
import { lineIdsOf, orderPageFields, orderPageView } from "./order-page-view"
import { readOrderLinkStep } from "./steps/read-order-link"
import { linkToken } from "../../lib/shop-links"

/** Which of these products are subscriptions (their metadata), for the order page's recurring terms. Reads only. */
const readSubscriptionProductsStep = createStep(
  "read-subscription-products",
  async ({ product_ids }: { product_ids: string[] }, { container }) => {
    if (!product_ids.length) return new StepResponse<string[]>([])
    const products = await container.resolve(Modules.PRODUCT).listProducts({ id: product_ids }, { select: ["id", "metadata"] })
    return new StepResponse(products.filter((product) => isSubscriptionProduct(product.metadata)).map((product) => product.id))
  },
)

/** The order page of a signed order link (the success page, the confirmation e-mail's link). */
export const getOrderPageWorkflow = createWorkflow("get-order-page", (input: { token: string }) => {
  const { order_id } = readOrderLinkStep(input)
  const order = getOrderDetailWorkflow.runAsStep({ input: { order_id, fields: orderPageFields, filters: { is_draft_order: false } } })
  const withdrawn = readWithdrawnLinesStep({ line_ids: transform({ order }, ({ order }) => lineIdsOf(order)) })
  const subscriptionProducts = readSubscriptionProductsStep({
    product_ids: transform({ order }, ({ order }) => [
      ...new Set((order.items ?? []).flatMap((line) => (line?.product_id ? [line.product_id] : []))),
    ]),
  })
  return new WorkflowResponse(
    transform({ order, withdrawn, subscriptionProducts }, ({ order, withdrawn, subscriptionProducts }) =>
      orderPageView(order, withdrawn, subscriptionProducts),
    ),
  )
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
  return new WorkflowResponse(transform({ placed }, ({ placed }) => ({ token: linkToken("order-page", { order_id: placed.order_id }) })))
})
