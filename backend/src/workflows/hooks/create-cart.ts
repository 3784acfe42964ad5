import { createCartWorkflow } from "@medusajs/medusa/core-flows"
import { quantitiesByVariant, refuseAboveLineLimit } from "./cart-line-rules"

/**
 * A new cart's lines within the line limit: Medusa merges lines of the same variant, so the limit
 * holds for their sum. Medusa runs this hook after pricing the lines and confirming their stock
 * (its createCartWorkflow takes no lock and has no hook before that), so a new cart's lines short
 * of stock are refused in Medusa's words on Medusa's POST /store/carts; the storefront's new cart
 * with its lines (POST /store/carts-with-shipping) checks the stock first, in the shopper's words
 * (workflows/cart/steps/refuse-new-lines-above-stock.ts).
 */
createCartWorkflow.hooks.validate(({ cart }) => {
  for (const quantity of quantitiesByVariant(cart.items).values()) refuseAboveLineLimit(quantity)
})
