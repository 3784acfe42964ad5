import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ensureSubscriptionPromotion, subscriptionPromotionTargets } from "../../../lib/subscription-promotion"

/**
 * The automatic subscription promotion's target list brought in line with the products' metadata
 * (the same rule the seed applies): a product marked a subscription gets the discount, one no
 * longer marked loses it. A later step's failure puts the previous list back (this compensation
 * runs before the products' metadata is put back), or removes a promotion this step created.
 */
export const syncSubscriptionPromotionStep = createStep(
  "sync-subscription-promotion",
  async (_: void, { container }) => {
    const previous = await subscriptionPromotionTargets(container)
    return new StepResponse(await ensureSubscriptionPromotion(container), { previous })
  },
  async (undo, { container }) => {
    if (!undo) return
    if (undo.previous) {
      await ensureSubscriptionPromotion(container, undo.previous.product_ids)
      return
    }
    const created = await subscriptionPromotionTargets(container)
    if (created) await container.resolve(Modules.PROMOTION).deletePromotions([created.id])
  },
)
