import { randomUUID } from "node:crypto"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { stockKeysOf } from "../../checkout/completion-locks"
import type { LockKeys } from "../../checkout/steps/find-completion-lock-keys"
import type { RenewalClaim } from "./claim-renewal"

/**
 * The stock keys a renewal locks, the ones a cart's completion locks its stock with (sorted, taken
 * one by one with the same bounded wait, see renew-subscription.ts), so a renewal and a completion
 * that want the last units run one after the other: the renewal sees the stock the completion
 * reserved (and orders what is missing on backorder), the completion sees the renewal's
 * reservation and is refused before it makes an order.
 */
export const findRenewalStockKeysStep = createStep("find-renewal-stock-keys", async ({ claim }: { claim: RenewalClaim }, { container }) => {
  const variantIds = claim.lines.map((line) => line.variant_id).filter(Boolean)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const variants = variantIds.length
    ? (
        await query.graph({
          entity: "variant",
          fields: ["id", "manage_inventory", "inventory_items.inventory_item_id"],
          filters: { id: variantIds },
        })
      ).data
    : []
  return new StepResponse<LockKeys>({ owner: `subscription-renewal:${randomUUID()}`, keys: stockKeysOf(variants) })
})
