import { skipToken, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query"
import { submitForm } from "~/lib/form"
import { browserStore } from "~/lib/medusa.client"
import { useStoreConnection } from "~/lib/store-connection"
import type { ReviewValues } from "./schema"
import { REVIEWS_PAGE_SIZE, type ReviewInvitation, type ReviewPage } from "./types"

export const REVIEW_FALLBACK_ERROR = "Something went wrong. Please try again."

/**
 * A product's approved reviews, newest first, a page at a time ('Show more reviews'). The first
 * page comes from the server render when it could load it.
 */
export function useProductReviews(productId: string, initial: ReviewPage | null) {
  const connection = useStoreConnection()
  return useInfiniteQuery({
    queryKey: ["product-reviews", productId],
    queryFn: connection
      ? async ({ pageParam }) => {
          const sdk = await browserStore(connection)
          return sdk.client.fetch<ReviewPage>("/store/reviews", {
            query: { product_id: productId, limit: REVIEWS_PAGE_SIZE, offset: pageParam },
          })
        }
      : skipToken,
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + last.reviews.length < last.count ? last.offset + last.reviews.length : undefined),
    initialData: initial ? { pages: [initial], pageParams: [0] } : undefined,
    staleTime: 60_000,
  })
}

/** Which product a review link is for; fails with the backend's reason for a link it refuses. */
export function useReviewInvitation(token: string) {
  const connection = useStoreConnection()
  return useQuery({
    queryKey: ["review-invitation", token],
    queryFn: connection
      ? async () => {
          const sdk = await browserStore(connection)
          return sdk.client.fetch<ReviewInvitation>("/store/reviews/invitation", { query: { token } })
        }
      : skipToken,
    retry: false,
  })
}

/** Sends the review with the link's token; answers the backend's field errors or refusal. */
export function useSubmitReview() {
  const connection = useStoreConnection()
  return useMutation({
    mutationFn: (review: ReviewValues & { token: string }) =>
      submitForm(connection, "/store/reviews", review).catch((error: unknown) => {
        console.error("Review not sent:", error)
        throw new Error(REVIEW_FALLBACK_ERROR)
      }),
  })
}
