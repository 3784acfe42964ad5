import { MedusaError, Modules } from "@medusajs/framework/utils"
import { addToCartWorkflow } from "@medusajs/medusa/core-flows"
import { ABOVE_LINE_LIMIT, MAX_LINE_QUANTITY } from "../../lib/shop-constants"

/**
 * Adding a variant the cart already holds grows that line (Medusa merges them): the limit holds for
 * the line's new quantity, not only for the amount added. Checked here, under the cart's lock that
 * Medusa's add-to-cart holds, so that parallel adds cannot each see the line before the others grow it.
 */
addToCartWorkflow.hooks.validate(async ({ input }, { container }) => {
  const adding = new Map<string, number>()
  for (const item of input.items ?? []) {
    if (item.variant_id) adding.set(item.variant_id, (adding.get(item.variant_id) ?? 0) + Number(item.quantity))
  }
  if (!adding.size) return
  const lines = await container
    .resolve(Modules.CART)
    .listLineItems({ cart_id: input.cart_id, variant_id: [...adding.keys()] }, { select: ["variant_id", "quantity"] })
  for (const [variantId, quantity] of adding) {
    const inCart = lines.filter((line) => line.variant_id === variantId).reduce((sum, line) => sum + Number(line.quantity), 0)
    if (inCart + quantity > MAX_LINE_QUANTITY) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `${ABOVE_LINE_LIMIT}; the cart already holds ${inCart} of this variant`)
    }
  }
})
