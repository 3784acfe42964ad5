import { updateLineItemInCartWorkflow } from "@medusajs/medusa/core-flows"
import { refuseAboveLineLimit, refuseMoreThanInStock } from "./cart-line-rules"

type CartLine = { id: string; variant_id?: string | null; quantity: unknown }

/**
 * A line's new quantity: within the line limit and the stock (with the variant's other lines, which
 * stay as they are). Checked here, under the cart's lock that Medusa's update holds and before its
 * own stock confirmation. 0 removes the line (Medusa's way) and is never refused.
 */
updateLineItemInCartWorkflow.hooks.validate(async ({ input, cart }, { container }) => {
  const asked = input.update.quantity
  if (asked == null || Number(asked) <= 0) return
  const quantity = Number(asked)
  refuseAboveLineLimit(quantity)
  const lines: CartLine[] = cart.items ?? []
  const line = lines.find((candidate) => candidate.id === input.item_id)
  if (!line?.variant_id) return
  const alongside = lines
    .filter((other) => other.variant_id === line.variant_id && other.id !== line.id)
    .reduce((sum, other) => sum + Number(other.quantity), 0)
  await refuseMoreThanInStock(container, {
    sales_channel_id: cart.sales_channel_id,
    variant_id: line.variant_id,
    quantity,
    alongside,
    sayAlongside: false,
  })
})
