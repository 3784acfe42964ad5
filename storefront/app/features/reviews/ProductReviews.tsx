import { Link } from "~/i18n/links"
import { Stars } from "~/components/Stars"
import { useProductReviews } from "./api"
import type { ReviewPage } from "./types"

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })

/**
 * The product page's reviews: approved ones only, newest first. Their text is rendered as text
 * (React escapes it), never as HTML.
 */
export function ProductReviews({ productId, initial }: { productId: string; initial: ReviewPage | null }) {
  const reviews = useProductReviews(productId, initial)
  const pages = reviews.data?.pages ?? []
  const list = pages.flatMap((page) => page.reviews)
  const count = pages[0]?.count ?? 0
  return (
    <section className="container product-reviews" id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Customer Reviews{count > 0 ? ` (${count})` : ""}</h2>
      {reviews.isError && list.length === 0 ? (
        <p role="alert">Failed to load reviews. Please try again later.</p>
      ) : list.length === 0 ? (
        <p>No reviews yet.</p>
      ) : (
        <ul className="review-list">
          {list.map((review) => (
            <li key={review.id} className="review card" data-testid="review">
              <p className="rating" role="img" aria-label={`Rated ${review.rating} out of 5`}>
                <Stars rating={review.rating} />
              </p>
              <h3 className="review__title">{review.title}</h3>
              <p className="review__text">{review.text}</p>
              <p className="review__byline">
                {review.display_name}, <time dateTime={review.created_at}>{dateFormat.format(new Date(review.created_at))}</time>
                {" · "}Verified purchase
              </p>
            </li>
          ))}
        </ul>
      )}
      {reviews.hasNextPage && (
        <button
          type="button"
          className="button button--outline"
          disabled={reviews.isFetchingNextPage}
          onClick={() => reviews.fetchNextPage()}
        >
          {reviews.isFetchingNextPage ? "Loading..." : "Show more reviews"}
        </button>
      )}
      <p className="product-reviews__invite">
        Bought this product? <Link to="/review">Write a review</Link> with the link from your order confirmation.
      </p>
    </section>
  )
}
