import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { lineTitle, toCents } from "order-summary"

export type NewOrder = {
  id: string
  display_id: number
  email: string | null
  name: string
  country_code: string | null
  total_cents: number
  lines: { title: string; quantity: number }[]
  variant_ids: string[]
}

/** A new order as the seller's notice names it: number, buyer, items, total. */
export const loadNewOrderStep = createStep("load-new-order", async ({ id }: { id: string }, { container }) => {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: [
      "id",
      "display_id",
      "email",
      "total",
      "items.product_title",
      "items.variant_title",
      "items.title",
      "items.quantity",
      "items.variant_id",
      "shipping_address.first_name",
      "shipping_address.last_name",
      "shipping_address.country_code",
    ],
    filters: { id },
  })
  const order = data[0]
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order with id: ${id} was not found`)
  const items = (order.items ?? []).flatMap((item) => (item ? [item] : []))
  const newOrder: NewOrder = {
    id: order.id,
    display_id: Number(order.display_id),
    email: order.email ?? null,
    name: [order.shipping_address?.first_name, order.shipping_address?.last_name].filter(Boolean).join(" "),
    country_code: order.shipping_address?.country_code ?? null,
    total_cents: toCents(order.total),
    lines: items.map((item) => ({ title: lineTitle(item), quantity: Number(item.quantity) })),
    variant_ids: [...new Set(items.flatMap((item) => (item.variant_id ? [item.variant_id] : [])))],
  }
  return new StepResponse(newOrder)
})
