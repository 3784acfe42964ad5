import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { lineTitle, shippingName } from "order-summary"
import { summarize } from "../../lib/order-summary"
import { settings } from "../../lib/settings"
import { issueOrderInvoiceWorkflow } from "../invoice/issue-order-invoice"
import { orderSubscriptionTermsStep } from "../subscription/steps/order-subscription-terms"
import { orderConfirmationFields } from "./query-config"
import { requirePaidOrderStep } from "./steps/require-paid-order"
import { validatePlacedOrderStep } from "./steps/validate-placed-order"
import { linkUrl } from "../../lib/shop-links"
import { orderLanguage } from "../../lib/shop-locales"

/** The order confirmation email to the shopper, once per order, once it is paid. */
export const sendOrderConfirmationWorkflow = createWorkflow("send-order-confirmation", (input: { id: string }) => {
  requirePaidOrderStep({ id: input.id })
  // the invoice is numbered now, and travels with the e-mail as a PDF
  const invoice = issueOrderInvoiceWorkflow.runAsStep({ input: { order_id: input.id } })
  const { data: queriedOrder } = useQueryGraphStep({
    entity: "order",
    fields: [...orderConfirmationFields],
    filters: { id: input.id },
    options: { isList: false, throwIfKeyNotFound: true },
  })
  const placed = validatePlacedOrderStep({ order: queriedOrder })
  const subscription = orderSubscriptionTermsStep({ order_id: input.id })
  const notification = transform({ placed, subscription, invoice, queriedOrder }, ({ placed, subscription, invoice, queriedOrder }) => {
    const summary = summarize(placed)
    const shippingCents = summary.shippingCents ?? 0
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
          lines: placed.lines.map((line) => ({
            title: lineTitle(line),
            quantity: line.quantity,
            // the price before discounts: the lines add up to the subtotal, the discounts follow by name
            total: line.original_total,
            // the buyer's signed link to review this line's product
            review_url: line.product_id
              ? linkUrl("order-line-review", { order_id: placed.id, line_item_id: line.id, product_id: line.product_id })
              : null,
          })),
          subtotal: summary.subtotalCents / 100,
          discounts: summary.discounts.map((discount) => ({ label: discount.label, amount: discount.cents / 100 })),
          shipping: {
            name: shippingName(placed.shipping_method_name, shippingCents),
            total: shippingCents / 100,
          },
          total: summary.totalCents / 100,
          tax_total: summary.vatCents / 100,
          shipping_address: placed.shipping_address,
          shop_url: settings.STOREFRONT_URL,
          // the buyer's signed link to the order page: the order and where it stands, at any time
          order_url: linkUrl("order-page", { order_id: placed.id }),
          // the buyer's signed link to the withdrawal function, filled in for this order
          withdrawal_url: linkUrl("order-withdrawal", { order_id: placed.id, email: placed.email }),
          // the terms and the signed management link of the subscription the order started or renewed
          subscription,
          // attached as a PDF by the e-mail provider, so a confirmation sent again carries it too
          invoice,
          // the order's language, or the one its customer chose since
          locale: orderLanguage(queriedOrder, queriedOrder.customer),
        },
      },
    ]
  })
  sendNotificationsStep(notification)
  return new WorkflowResponse(notification)
})
