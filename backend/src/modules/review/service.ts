import { MedusaService } from "@medusajs/framework/utils"
import { ProductRating } from "./models/product-rating"
import { Review } from "./models/review"

type RatingSummary = { product_id: string; average: number; count: number }

class ReviewModuleService extends MedusaService({ Review, ProductRating }) {
  /**
   * The one place where a product's average and count are computed: from its approved reviews,
   * stored in product_rating for the product lists to read. Called after every moderation.
   */
  async refreshProductRatings(productIds: string[]): Promise<RatingSummary[]> {
    const ids = [...new Set(productIds)]
    if (ids.length === 0) return []
    const approved = await this.listReviews({ product_id: ids, status: "approved" }, { select: ["product_id", "rating"] })
    const summaries = ids.map((product_id) => {
      const ratings = approved.filter((review) => review.product_id === product_id).map((review) => review.rating)
      const total = ratings.reduce((sum, rating) => sum + rating, 0)
      // a product without approved reviews keeps a row with count 0: the storefront then shows no rating
      return { product_id, count: ratings.length, average: ratings.length ? total / ratings.length : 0 }
    })
    const existing = await this.listProductRatings({ product_id: ids })
    const idOf = new Map(existing.map((rating) => [rating.product_id, rating.id]))
    const changed = summaries.flatMap((summary) => {
      const id = idOf.get(summary.product_id)
      return id === undefined ? [] : [{ id, ...summary }]
    })
    const added = summaries.filter((summary) => !idOf.has(summary.product_id))
    if (changed.length) await this.updateProductRatings(changed)
    if (added.length) await this.createProductRatings(added)
    return summaries
  }
}

export default ReviewModuleService
