import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, getVariantAvailability, MedusaError } from "@medusajs/framework/utils"
import { stockText } from "order-summary"

/**
 * A cart line may not ask for more than is in stock, and the refusal names the item and how many are
 * left ("Only 80 of ... left"), where Medusa would say "Some variant does not have the required
 * inventory". Medusa checks again when it writes the line and when the cart is completed; this only
 * words the refusal (400, code insufficient_inventory) before it. Runs after the quantity guards, on
 * adding a line (whose quantity adds to the line of the same variant) and on changing one.
 */
export async function refuseMoreThanInStock(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = typeof req.body === "object" && req.body !== null ? req.body : {}
  const quantity = "quantity" in body ? body.quantity : undefined
  const sentVariantId = "variant_id" in body ? body.variant_id : undefined
  if (typeof quantity !== "number" || quantity <= 0) return next()
  try {
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data: carts } = await query.graph({
      entity: "cart",
      fields: ["id", "sales_channel_id", "items.id", "items.variant_id", "items.quantity"],
      filters: { id: req.params.id },
    })
    const cart = carts[0]
    if (!cart?.sales_channel_id) return next()
    const lines = (cart.items ?? []).filter((line) => line != null)
    const changed = req.params.line_id ? lines.find((line) => line.id === req.params.line_id) : undefined
    const variantId = typeof sentVariantId === "string" ? sentVariantId : changed?.variant_id
    if (!variantId) return next()
    // the variant's other lines stay as they are; the added quantity joins them
    const inCart = lines
      .filter((line) => line.variant_id === variantId && line.id !== changed?.id)
      .reduce((sum, line) => sum + Number(line.quantity), 0)
    const { data: variants } = await query.graph({
      entity: "product_variant",
      fields: ["id", "title", "manage_inventory", "allow_backorder", "product.title"],
      filters: { id: variantId },
    })
    const variant = variants[0]
    if (!variant?.manage_inventory || variant.allow_backorder) return next()
    const available = (await getVariantAvailability(query, { variant_ids: [variantId], sales_channel_id: cart.sales_channel_id }))[
      variantId
    ]?.availability
    if (available == null || inCart + quantity <= available) return next()
    const message = stockText({ product_title: variant.product?.title, variant_title: variant.title }, available, changed ? 0 : inCart)
    next(new MedusaError(MedusaError.Types.NOT_ALLOWED, message, MedusaError.Codes.INSUFFICIENT_INVENTORY))
  } catch (error) {
    next(error)
  }
}
