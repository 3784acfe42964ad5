import { Modules } from "@medusajs/framework/utils"
import { addToCartWorkflow } from "@medusajs/medusa/core-flows"
import { quantitiesByVariant, refuseAboveLineLimit, refuseMoreThanInStock } from "./cart-line-rules"

/**
 * Adding a variant the cart already holds grows that line (Medusa merges them): the line limit and
 * the stock hold for the line's new quantity, not only for the amount added. Checked here, under
 * the cart's lock that Medusa's add-to-cart holds and before its own stock confirmation. In the
 * order the Store API has always answered: the amount alone above the limit, then the stock, then
 * the line's new quantity above the limit.
 */
addToCartWorkflow.hooks.validate(async ({ input, cart }, { container }) => {
  const adding = quantitiesByVariant(input.items)
  if (!adding.size) return
  const salesChannelId: string | null | undefined = cart.sales_channel_id
  const lines = await container
    .resolve(Modules.CART)
    .listLineItems({ cart_id: input.cart_id, variant_id: [...adding.keys()] }, { select: ["variant_id", "quantity"] })
  for (const [variantId, quantity] of adding) {
    const inCart = lines.filter((line) => line.variant_id === variantId).reduce((sum, line) => sum + Number(line.quantity), 0)
    refuseAboveLineLimit(quantity)
    await refuseMoreThanInStock(container, {
      sales_channel_id: salesChannelId,
      variant_id: variantId,
      quantity,
      alongside: inCart,
      sayAlongside: true,
    })
    refuseAboveLineLimit(quantity, inCart)
  }
})
