import { createCartWorkflow } from "@medusajs/medusa/core-flows"
import { refuseAboveLineLimit } from "./cart-line-rules"

/**
 * A new cart's lines within the line limit: Medusa merges lines of the same variant, so the limit
 * holds for their sum. Medusa runs this hook after pricing the lines and confirming their stock
 * (its createCartWorkflow takes no lock and has no hook before that), so a new cart's lines short
 * of stock are refused in Medusa's words; the storefront starts every cart empty and adds its lines
 * (add-to-cart.ts).
 */
createCartWorkflow.hooks.validate(({ cart }) => {
  const perVariant = new Map<string, number>()
  for (const item of cart.items ?? []) {
    if (item.variant_id) perVariant.set(item.variant_id, (perVariant.get(item.variant_id) ?? 0) + Number(item.quantity))
  }
  for (const quantity of perVariant.values()) refuseAboveLineLimit(quantity)
})
