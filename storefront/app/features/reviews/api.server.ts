import type { ReviewLinksAnswer } from "order-summary/store-api"
import { serverRequest } from "~/lib/medusa.server"
import { REVIEWS_PAGE_SIZE, type ReviewLink, type ReviewPage } from "./types"

/** The first page of a product's approved reviews for the server render; null when it cannot load. */
export async function loadProductReviewsOrNull(productId: string): Promise<ReviewPage | null> {
  try {
    return await serverRequest<ReviewPage>("/store/reviews", { query: { product_id: productId, limit: REVIEWS_PAGE_SIZE, offset: 0 } })
  } catch (error) {
    console.error("Failed to load reviews:", error instanceof Error ? error.message : error)
    return null
  }
}

/** The review links of the order a cart became (the success page); none when they cannot load. */
export async function loadReviewLinks(cartId: string): Promise<ReviewLink[]> {
  try {
    const { review_links } = await serverRequest<ReviewLinksAnswer>(`/store/carts/${encodeURIComponent(cartId)}/review-links`)
    return review_links
  } catch (error) {
    console.error("Failed to load review links:", error instanceof Error ? error.message : error)
    return []
  }
}
