/** An approved review as the shop shows it. */
export type Review = { id: string; rating: number; title: string; text: string; display_name: string; created_at: string }

export type ReviewPage = { reviews: Review[]; count: number; offset: number; limit: number }

/** The product a review link is for. */
export type ReviewInvitation = {
  product: { id: string; title: string; handle: string | null; thumbnail: string | null }
  already_reviewed: boolean
}

/** One line of a placed order with its signed review token. */
export type ReviewLink = { line_item_id: string; product_id: string; product_title: string; token: string }

export const REVIEWS_PAGE_SIZE = 10

export const reviewPath = (token: string) => `/review?token=${encodeURIComponent(token)}`
