import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ensureSubscriptionPromotion } from "../../../lib/seed/subscription-promotion"

/**
 * The automatic subscription promotion's target list brought in line with the products' metadata
 * (the same rule the seed applies): a product marked a subscription gets the discount, one no
 * longer marked loses it.
 */
export const syncSubscriptionPromotionStep = createStep("sync-subscription-promotion", async (_: void, { container }) => {
  return new StepResponse(await ensureSubscriptionPromotion(container))
})
