import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { reviewUrl } from "../../lib/review-token"
import { settings } from "../../lib/settings"

type PlacedOrder = {
  id: string
  display_id: number
  email: string
  total: number
  tax_total: number
  items: { id: string; product_id: string | null; product_title: string | null; variant_title: string | null; quantity: number; total: number }[]
  shipping_methods: { name: string; total: number }[]
  shipping_address: Record<string, string | null> | null
}

/** The order confirmation email to the shopper, once per order. */
export const sendOrderConfirmationWorkflow = createWorkflow("send-order-confirmation", (input: { id: string }) => {
  const { data: order } = useQueryGraphStep({
    entity: "order",
    fields: [
      "id",
      "display_id",
      "email",
      "total",
      "tax_total",
      "items.id",
      "items.product_id",
      "items.product_title",
      "items.variant_title",
      "items.quantity",
      "items.total",
      "shipping_methods.name",
      "shipping_methods.total",
      "shipping_address.*",
    ],
    filters: { id: input.id },
    options: { isList: false, throwIfKeyNotFound: true },
  })
  const notification = transform({ order }, ({ order }) => {
    const placed = order as unknown as PlacedOrder
    const address = placed.shipping_address ?? {}
    return [
      {
        to: placed.email,
        channel: "email",
        template: "order-confirmation",
        // the notification module sends a key once: a re-emitted order.placed does not mail twice
        idempotency_key: `order-confirmation:${placed.id}`,
        resource_id: placed.id,
        resource_type: "order",
        data: {
          display_id: placed.display_id,
          lines: placed.items.map((item) => ({
            title: [item.product_title, item.variant_title].filter(Boolean).join(" - "),
            quantity: item.quantity,
            total: Number(item.total),
            // the buyer's signed link to review this line's product (issue 5)
            review_url: item.product_id ? reviewUrl({ order_id: placed.id, line_item_id: item.id, product_id: item.product_id }) : null,
          })),
          shipping: {
            name: Number(placed.shipping_methods[0]?.total ?? 0) === 0 ? "Free Shipping" : placed.shipping_methods[0].name,
            total: Number(placed.shipping_methods[0]?.total ?? 0),
          },
          total: Number(placed.total),
          tax_total: Number(placed.tax_total),
          shipping_address: [
            [address.first_name, address.last_name].filter(Boolean).join(" "),
            address.address_1,
            [address.postal_code, address.city].filter(Boolean).join(" "),
            address.country_code?.toUpperCase(),
          ].filter((line): line is string => Boolean(line)),
          shop_url: settings.STOREFRONT_URL,
        },
      },
    ]
  })
  sendNotificationsStep(notification)
  return new WorkflowResponse(notification)
})
