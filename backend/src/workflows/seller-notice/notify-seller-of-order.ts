import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { formatCents } from "order-summary"
import { countryName } from "order-summary/addresses"
import { adminOrderUrl, adminProductUrl } from "../../lib/admin-links"
import { sellerNotices } from "../../lib/seller-notices"
import { sendNoticesStep } from "../notification/steps/send-notices"
import { findLowStockStep } from "./steps/find-low-stock"
import { loadNewOrderStep } from "./steps/load-new-order"

/**
 * The seller hears of each new order where she works (the admin's feed and the shop's e-mail), and
 * of each of its variants whose stock left for sale fell to its threshold: once per order, and once
 * per variant and stock level (each further sale of a low variant tells her again, with what is left).
 */
export const notifySellerOfOrderWorkflow = createWorkflow("notify-seller-of-order", (input: { id: string }) => {
  const order = loadNewOrderStep({ id: input.id })
  const variantIds = transform({ order }, ({ order }) => ({ variant_ids: order.variant_ids }))
  const lowStock = findLowStockStep(variantIds)
  const notices = transform({ order, lowStock }, ({ order, lowStock }) => [
    ...sellerNotices({
      key: `new-order:${order.id}`,
      title: `New order #${order.display_id}: ${formatCents(order.total_cents)}`,
      lines: [
        `${order.name || "A shopper"}${order.email ? ` (${order.email})` : ""}${order.country_code ? `, ${countryName(order.country_code)}` : ""}, ordered:`,
        ...order.lines.map((line) => `${line.title} × ${line.quantity}`),
      ],
      link: { text: `Open order #${order.display_id} in the admin`, url: adminOrderUrl(order.id) },
      resource: { id: order.id, type: "order" },
    }),
    ...lowStock.flatMap((variant) =>
      sellerNotices({
        key: `low-stock:${variant.variant_id}:${variant.left}`,
        title: `Low stock: ${variant.title}, ${variant.left} left`,
        lines: [
          `${variant.title} has ${variant.left} left for sale after order #${order.display_id} (your threshold: ${variant.threshold}).`,
          "Restock it in the admin's Inventory; a variant's threshold is its metadata low_stock_threshold.",
        ],
        ...(variant.product_id ? { link: { text: "Open the product in the admin", url: adminProductUrl(variant.product_id) } } : {}),
        resource: { id: variant.variant_id, type: "variant" },
      }),
    ),
  ])
  sendNoticesStep(notices)
  return new WorkflowResponse(notices)
})
