import type { ICachingModuleService, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { REVIEW_MODULE } from "../../../modules/review"
import type ReviewModuleService from "../../../modules/review/service"

type StoredRating = { id: string; product_id: string; average: number; count: number }

/**
 * The Store API caches product reads (Medusa's caching module) with their ratings, and only hears
 * of Medusa's own modules' changes: the products' cached entries are cleared here.
 */
async function clearCachedProducts(container: MedusaContainer, productIds: string[]) {
  if (!container.hasRegistration(Modules.CACHING)) return
  const caching: ICachingModuleService = container.resolve(Modules.CACHING)
  await caching.clear({ tags: ["Product:list:*", ...productIds.map((id) => `Product:${id}`)] })
}

/**
 * Recomputes the products' average and count after a moderation. If a later step fails, the
 * ratings are put back as they were (this compensation runs before the moderation's own).
 */
export const refreshProductRatingsStep = createStep(
  "refresh-product-ratings",
  async ({ product_ids }: { product_ids: string[] }, { container }) => {
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    const previous: StoredRating[] = await reviews.listProductRatings({ product_id: product_ids })
    const ratings = await reviews.refreshProductRatings(product_ids)
    await clearCachedProducts(container, product_ids)
    return new StepResponse(ratings, { product_ids, previous })
  },
  async (undo, { container }) => {
    if (!undo) return
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    const before = new Set(undo.previous.map((rating) => rating.product_id))
    const unrated = undo.product_ids.filter((id) => !before.has(id))
    const added = unrated.length ? await reviews.listProductRatings({ product_id: unrated }, { select: ["id"] }) : []
    if (added.length) await reviews.deleteProductRatings(added.map((rating) => rating.id))
    if (undo.previous.length) await reviews.updateProductRatings(undo.previous.map(({ id, average, count }) => ({ id, average, count })))
    await clearCachedProducts(container, undo.product_ids)
  },
)
