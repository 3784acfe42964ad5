import { Stars } from "~/components/Stars"
import type { ProductRating } from "./product"

/** Real ratings only: a product without approved reviews shows none. */
export function Rating({ rating }: { rating: ProductRating | null }) {
  if (!rating || rating.count === 0) return null
  const average = rating.average.toFixed(1)
  const label = `Rated ${average} out of 5 from ${rating.count} ${rating.count === 1 ? "review" : "reviews"}`
  return (
    <p className="rating" role="img" aria-label={label} data-testid="rating">
      <Stars rating={rating.average} />
      <span aria-hidden="true">
        {average} ({rating.count})
      </span>
    </p>
  )
}
