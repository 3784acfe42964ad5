import { skipToken, useInfiniteQuery } from "@tanstack/react-query"
import { storeRequest } from "~/lib/store-client"
import { useStoreConnection } from "~/lib/store-connection"
import { REVIEWS_PAGE_SIZE, type ReviewPage } from "./types"

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
          return storeRequest<ReviewPage>(connection, "/store/reviews", {
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
