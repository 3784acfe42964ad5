import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { completionKeys, stockKeysOf } from "../completion-locks"

export type LockKeys = { owner: string; keys: string[] }

/**
 * The keys of what the cart's completion uses up: its codes and its managed stock items, sorted
 * (taken one after the other in that order by takeLocksInOrderStep, as by every completion and
 * renewal, so two never wait on each other crosswise). Read under the cart's lock, as no change of
 * the cart runs then.
 */
export const findCompletionLockKeysStep = createStep(
  "find-completion-lock-keys",
  async ({ cart_id, owner }: { cart_id: string; owner: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: ["id", "promotions.code", "items.variant.manage_inventory", "items.variant.inventory_items.inventory_item_id"],
      filters: { id: cart_id },
    })
    const cart = data[0]
    const codes = (cart?.promotions ?? []).flatMap((promotion) => (promotion?.code ? [completionKeys.code(promotion.code)] : []))
    const stock = stockKeysOf((cart?.items ?? []).map((item) => item?.variant))
    return new StepResponse<LockKeys>({ owner, keys: [...new Set([...codes, ...stock])].sort() })
  },
)
