import { randomUUID } from "node:crypto"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { claimKeys, completionKeys, release, type CompletionClaim } from "../../checkout/steps/claim-cart-completion"
import type { RenewalClaim } from "./claim-renewal"

/**
 * Claims the stock a renewal takes with the keys a cart's completion claims it with (sorted, the
 * same bounded wait, a 409 past it), so a renewal and a completion that want the last units run one
 * after the other: the renewal sees the stock the completion reserved (and orders what is missing on
 * backorder), the completion sees the renewal's reservation and is refused before it makes an order.
 * Given back after the reservation (releaseCartCompletionStep), and when a later step fails.
 */
export const claimRenewalStockStep = createStep(
  "claim-renewal-stock",
  async ({ claim }: { claim: RenewalClaim }, { container }) => {
    const variantIds = claim.lines.map((line) => line.variant_id).filter(Boolean)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const variants = variantIds.length
      ? (await query.graph({ entity: "variant", fields: ["id", "manage_inventory", "inventory_items.inventory_item_id"], filters: { id: variantIds } })).data
      : []
    const keys = variants.flatMap((variant) =>
      variant.manage_inventory ? (variant.inventory_items ?? []).flatMap((link) => (link ? [completionKeys.stock(link.inventory_item_id)] : [])) : []
    )
    const stockClaim = await claimKeys(container, `subscription-renewal:${randomUUID()}`, [...new Set(keys)].sort())
    return new StepResponse(stockClaim, stockClaim)
  },
  async (stockClaim: CompletionClaim | undefined, { container }) => {
    if (stockClaim) await release(container, stockClaim)
  }
)
