import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/**
 * Where the shop's boxes stand on the admin's pages. Medusa 2.21's layout composer sorts a page's
 * entries by the layout's order (0 for all when none is set), its own list first: a widget of a
 * ".before" zone lands under the 20-row order list. The shop's default layout of the order list
 * puts the withdrawn orders (the seller has a legal deadline there) and then the renewals above it.
 * The ids are the widgets' own (`id` in their defineWidgetConfig, which the admin's build reads as
 * a literal), prefixed "widget:" as the composer keys them.
 */
const DEFAULT_LAYOUTS: Record<string, Record<string, { order: number }>> = {
  "order.list": {
    "widget:shop-withdrawn-orders": { order: -2 },
    "widget:shop-renewal-orders": { order: -1 },
  },
}

/**
 * Gives each zone the shop's default layout: a default the seller saved in the admin (Customize,
 * "save as default") keeps her placements, and only widgets it does not place yet are added.
 * Her own personal layout always wins over any default.
 */
export async function ensureAdminLayouts(container: MedusaContainer) {
  const settings = container.resolve(Modules.SETTINGS)
  for (const [zone, widgets] of Object.entries(DEFAULT_LAYOUTS)) {
    const existing = await settings.getSystemDefaultLayoutConfiguration(zone)
    const placed = existing?.configuration.widgets ?? {}
    const missing = Object.entries(widgets).filter(([id]) => !(id in placed))
    if (!missing.length) continue
    await settings.setSystemDefaultLayoutConfiguration(zone, { widgets: { ...placed, ...Object.fromEntries(missing) } })
  }
}
