import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { lineTitle } from "order-summary"
import { shopConfig } from "../../../lib/shop-config"

export type LowStock = { variant_id: string; product_id: string | null; title: string; left: number; threshold: number }

/** A variant's threshold: its own (`low_stock_threshold` in its metadata) or the shop's default. */
export function lowStockThreshold(metadata: Record<string, unknown> | null | undefined): number {
  const own = Number(metadata?.low_stock_threshold)
  return metadata?.low_stock_threshold !== undefined && metadata?.low_stock_threshold !== null && Number.isFinite(own) && own >= 0
    ? own
    : shopConfig.stock.lowStockThreshold
}

/**
 * The variants among `variant_ids` whose stock left for sale (in stock less reserved, over every
 * location, in sellable units) is at or below their threshold. Variants without managed stock never are.
 */
export const findLowStockStep = createStep("find-low-stock", async ({ variant_ids }: { variant_ids: string[] }, { container }) => {
  if (!variant_ids.length) return new StepResponse<LowStock[]>([])
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "variant",
    fields: [
      "id",
      "title",
      "manage_inventory",
      "metadata",
      "product.id",
      "product.title",
      "inventory_items.inventory_item_id",
      "inventory_items.required_quantity",
      "inventory_items.inventory.location_levels.stocked_quantity",
      "inventory_items.inventory.location_levels.reserved_quantity",
    ],
    filters: { id: variant_ids },
  })
  const low = data.flatMap((variant) => {
    const links = (variant.inventory_items ?? []).flatMap((link) => (link ? [link] : []))
    if (!variant.manage_inventory || !links.length) return []
    const left = Math.min(
      ...links.map((link) => {
        const available = (link.inventory?.location_levels ?? []).reduce(
          (sum, level) => sum + Number(level?.stocked_quantity ?? 0) - Number(level?.reserved_quantity ?? 0),
          0,
        )
        return Math.floor(available / Math.max(1, Number(link.required_quantity)))
      }),
    )
    const threshold = lowStockThreshold(variant.metadata)
    if (left > threshold) return []
    return [
      {
        variant_id: variant.id,
        product_id: variant.product?.id ?? null,
        title: lineTitle({ product_title: variant.product?.title, variant_title: variant.title }),
        left,
        threshold,
      },
    ]
  })
  return new StepResponse(low)
})
