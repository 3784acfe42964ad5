import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { MedusaTotals } from "order-summary"
import type { Maybe } from "../../../lib/queried"
import { addressLines } from "../address-lines"
import type { QueriedOrder } from "../query-config"

export type PlacedOrderLine = {
  id: string
  product_id: string | null
  product_title: string | null
  variant_title: string | null
  quantity: number
  /** euros, VAT included, before discounts */
  original_total: number
}

/** An order with what its confirmation needs, every null settled. */
export type PlacedOrder = MedusaTotals & {
  id: string
  display_id: number
  email: string
  lines: PlacedOrderLine[]
  shipping_method_name: string | null
  /** name, street, postal code and city, country: the lines the address has */
  shipping_address: string[]
}

/** The order a confirmation is sent for: it must have an address to send it to. */
export const validatePlacedOrderStep = createStep("validate-placed-order", async ({ order }: { order: Maybe<QueriedOrder> }) => {
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Order not found")
  if (!order.email) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Order ${order.id} has no email address`)
  const items = (order.items ?? []).filter((item) => item != null)
  return new StepResponse<PlacedOrder>({
    id: order.id,
    display_id: Number(order.display_id),
    email: order.email,
    original_item_total: order.original_item_total,
    total: order.total,
    tax_total: order.tax_total,
    shipping_total: order.shipping_total,
    // a placed order's shipping is settled: its row shows even when it costs nothing
    has_shipping: true,
    items: items.map((item) => ({
      discount_total: item.discount_total,
      adjustments: (item.adjustments ?? []).map((adjustment) => (adjustment ? { code: adjustment.code, amount: adjustment.amount } : null)),
    })),
    lines: items.map((item) => ({
      id: item.id,
      product_id: item.product_id ?? null,
      product_title: item.product_title ?? null,
      variant_title: item.variant_title ?? null,
      quantity: item.quantity,
      original_total: Number(item.original_total ?? 0),
    })),
    shipping_method_name: order.shipping_methods?.[0]?.name ?? null,
    shipping_address: addressLines(order.shipping_address),
  })
})
