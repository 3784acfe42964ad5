import type { ProductRating } from "./product"

/** Real ratings only: a product without reviews shows none. */
export function Rating({ rating }: { rating: ProductRating | null }) {
  if (!rating || rating.count === 0) return null
  const label = `Rated ${rating.average.toFixed(1)} out of 5 from ${rating.count} reviews`
  return (
    <p className="rating" aria-label={label}>
      <span aria-hidden="true" className="rating__stars" style={{ ["--rating" as string]: rating.average }} />
      <span aria-hidden="true">
        {rating.average.toFixed(1)} ({rating.count})
      </span>
    </p>
  )
}
