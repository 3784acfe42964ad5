/** The reviews' answers, as the backend's review routes answer them (order-summary/store-api). */
export type { Review, ReviewInvitation, ReviewLink, ReviewPage } from "order-summary/store-api"

export const REVIEWS_PAGE_SIZE = 10

export const reviewPath = (token: string) => `/review?token=${encodeURIComponent(token)}`
