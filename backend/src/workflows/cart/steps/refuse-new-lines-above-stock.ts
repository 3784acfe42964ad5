import type { CreateCartWorkflowInputDTO } from "@medusajs/framework/types"
import { createStep } from "@medusajs/framework/workflows-sdk"
import { quantitiesByVariant, refuseMoreThanInStock } from "../../hooks/cart-line-rules"

/**
 * A new cart's lines within the stock, refused in the shopper's words ("Only 5 of ... left."), as
 * adding the same lines to a cart is (hooks/add-to-cart.ts). Medusa's createCartWorkflow confirms the
 * stock before its validate hook (hooks/create-cart.ts, the line limit), in its own words, so the
 * storefront's new cart with its lines is checked before it. Writes nothing.
 */
export const refuseNewLinesAboveStockStep = createStep(
  "refuse-new-lines-above-stock",
  async (input: Pick<CreateCartWorkflowInputDTO, "items" | "sales_channel_id">, { container }) => {
    for (const [variantId, quantity] of quantitiesByVariant(input.items)) {
      await refuseMoreThanInStock(container, {
        sales_channel_id: input.sales_channel_id,
        variant_id: variantId,
        quantity,
        alongside: 0,
        sayAlongside: false,
      })
    }
  },
)
