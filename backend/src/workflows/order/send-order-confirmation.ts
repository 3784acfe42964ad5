import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { lineTitle, shippingName, summarize, type MedusaTotals } from "../../lib/order-summary"
import { reviewUrl } from "../../lib/review-token"
import { settings } from "../../lib/settings"

type PlacedOrder = Omit<MedusaTotals, "items"> & {
  id: string
  display_id: number
  email: string
  items: (MedusaTotals["items"][number] & {
    id: string
    product_id: string | null
    product_title: string | null
    variant_title: string | null
    quantity: number
    original_total: number
    total: number
  })[]
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
      "original_item_total",
      "shipping_total",
      "items.id",
      "items.product_id",
      "items.product_title",
      "items.variant_title",
      "items.quantity",
      "items.original_total",
      "items.total",
      "items.discount_total",
      "items.adjustments.code",
      "items.adjustments.amount",
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
    const summary = summarize(placed)
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
            title: lineTitle(item),
            quantity: item.quantity,
            // the price before discounts: the lines add up to the subtotal, the discounts follow by name
            total: Number(item.original_total),
            // the buyer's signed link to review this line's product
            review_url: item.product_id ? reviewUrl({ order_id: placed.id, line_item_id: item.id, product_id: item.product_id }) : null,
          })),
          subtotal: summary.subtotal_cents / 100,
          discounts: summary.discounts.map((discount) => ({ label: discount.label, amount: discount.cents / 100 })),
          shipping: {
            name: shippingName(placed.shipping_methods[0]?.name, summary.shipping_cents),
            total: summary.shipping_cents / 100,
          },
          total: summary.total_cents / 100,
          tax_total: summary.tax_cents / 100,
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
