import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, getVariantAvailability, MedusaError } from "@medusajs/framework/utils"
import { stockText } from "order-summary"
import { ABOVE_LINE_LIMIT, MAX_LINE_QUANTITY } from "../../lib/shop-constants"

/**
 * The shop's rules for a cart's lines, checked once each, in the validate hooks of Medusa's cart
 * workflows that every change of a cart's lines runs through, whoever calls them (the Store API's
 * routes, any workflow of the shop): create-cart.ts, add-to-cart.ts, update-line-item-in-cart.ts.
 * The add and update hooks run under the cart's lock and before Medusa's own stock confirmation, so
 * parallel requests cannot each see the line before the others change it, and the shop's words come
 * first. The middlewares of these routes only refuse malformed quantities (whole-units.ts).
 */

/** The units asked for per variant: Medusa merges lines of the same variant, so the rules hold for their sum. */
export function quantitiesByVariant(items: readonly { variant_id?: string | null; quantity: unknown }[] | null | undefined) {
  const perVariant = new Map<string, number>()
  for (const item of items ?? []) {
    if (item.variant_id) perVariant.set(item.variant_id, (perVariant.get(item.variant_id) ?? 0) + Number(item.quantity))
  }
  return perVariant
}

/**
 * At most MAX_LINE_QUANTITY units of one variant in a cart: `adding` on top of the `inCart` its
 * lines hold already (Medusa merges an added variant into its line).
 */
export function refuseAboveLineLimit(adding: number, inCart = 0): void {
  if (inCart + adding <= MAX_LINE_QUANTITY) return
  const message = inCart > 0 ? `${ABOVE_LINE_LIMIT}; the cart already holds ${inCart} of this variant` : ABOVE_LINE_LIMIT
  throw new MedusaError(MedusaError.Types.INVALID_DATA, message)
}

export type StockAsked = {
  sales_channel_id: string | null | undefined
  variant_id: string
  /** the units asked for */
  quantity: number
  /** the units of the variant in the cart's other lines, which count with them */
  alongside: number
  /** whether the refusal says how many the cart holds already (an add does, a line's new quantity does not) */
  sayAlongside: boolean
}

/**
 * A line may not ask for more than is in stock, and the refusal names the item and how many are
 * left ("Only 5 of ... left."; 400, code insufficient_inventory), where Medusa's own check after the
 * hook would say "Some variant does not have the required inventory". A variant whose stock is not
 * kept, or that may be backordered, is never short.
 */
export async function refuseMoreThanInStock(container: MedusaContainer, asked: StockAsked): Promise<void> {
  if (!asked.sales_channel_id) return
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: ["id", "title", "manage_inventory", "allow_backorder", "product.title"],
    filters: { id: asked.variant_id },
  })
  const variant = variants[0]
  if (!variant?.manage_inventory || variant.allow_backorder) return
  const availability = await getVariantAvailability(query, { variant_ids: [asked.variant_id], sales_channel_id: asked.sales_channel_id })
  const available = availability[asked.variant_id]?.availability
  if (available == null || asked.alongside + asked.quantity <= available) return
  const item = { product_title: variant.product?.title, variant_title: variant.title }
  const message = stockText(item, available, asked.sayAlongside ? asked.alongside : 0)
  throw new MedusaError(MedusaError.Types.NOT_ALLOWED, message, MedusaError.Codes.INSUFFICIENT_INVENTORY)
}
