import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Shortfall } from "./find-shortfall"

/**
 * Reserves the renewal order's stock, as a cart's completion does (Medusa's createOrderWorkflow
 * reserves nothing, and an order line without a reservation cannot be fulfilled). A line short of
 * stock is reserved on backorder: it is paid for and shipped when the stock is back.
 */
export const reserveRenewalStockStep = createStep(
  "reserve-renewal-stock",
  async ({ order_id, shortfall }: { order_id: string; shortfall: Shortfall[] }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: orders } = await query.graph({
      entity: "order",
      fields: ["id", "sales_channel_id", "items.*"],
      filters: { id: order_id },
    })
    const order = orders[0]
    const items = (order?.items ?? []).filter((item): item is NonNullable<typeof item> & { variant_id: string } =>
      Boolean(item?.variant_id),
    )
    if (!order?.sales_channel_id || !items.length) return new StepResponse<string[]>([], [])
    const { data: channels } = await query.graph({
      entity: "sales_channel",
      fields: ["id", "stock_locations.id"],
      filters: { id: order.sales_channel_id },
    })
    const locationId = channels[0]?.stock_locations?.find(Boolean)?.id
    if (!locationId) return new StepResponse<string[]>([], [])
    const { data: variants } = await query.graph({
      entity: "variant",
      fields: ["id", "manage_inventory", "inventory_items.inventory_item_id", "inventory_items.required_quantity"],
      filters: { id: items.map((item) => item.variant_id) },
    })
    const byId = new Map(variants.map((variant) => [variant.id, variant]))
    const reservations = items.flatMap((item) => {
      const variant = byId.get(item.variant_id)
      if (!variant?.manage_inventory) return []
      return (variant.inventory_items ?? [])
        .filter((link) => link != null)
        .map((link) => ({
          line_item_id: item.id,
          inventory_item_id: link.inventory_item_id,
          location_id: locationId,
          quantity: Number(item.quantity) * Number(link.required_quantity ?? 1),
          allow_backorder: shortfall.some((missing) => missing.variant_id === variant.id),
        }))
    })
    if (!reservations.length) return new StepResponse<string[]>([], [])
    const created = await container.resolve(Modules.INVENTORY).createReservationItems(reservations)
    const ids = created.map((reservation) => reservation.id)
    return new StepResponse(ids, ids)
  },
  async (ids, { container }) => {
    if (ids?.length) await container.resolve(Modules.INVENTORY).deleteReservationItems(ids)
  },
)
