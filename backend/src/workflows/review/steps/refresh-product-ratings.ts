import type { ICachingModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { REVIEW_MODULE } from "../../../modules/review"
import type ReviewModuleService from "../../../modules/review/service"

/**
 * Recomputes the products' average and count after a moderation. The Store API caches product reads
 * (Medusa's caching module) with their ratings, and only hears of Medusa's own modules' changes:
 * the products' cached entries are cleared here.
 */
export const refreshProductRatingsStep = createStep(
  "refresh-product-ratings",
  async ({ product_ids }: { product_ids: string[] }, { container }) => {
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    const ratings = await reviews.refreshProductRatings(product_ids)
    if (container.hasRegistration(Modules.CACHING)) {
      const caching: ICachingModuleService = container.resolve(Modules.CACHING)
      await caching.clear({ tags: ["Product:list:*", ...product_ids.map((id) => `Product:${id}`)] })
    }
    return new StepResponse(ratings)
  }
)
