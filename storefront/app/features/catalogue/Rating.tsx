import { Stars } from "~/components/Stars"
import type { ProductRating } from "./product"
import { useT } from "~/i18n/i18n"

/** Real ratings only: a product without approved reviews shows none. */
export function Rating({ rating }: { rating: ProductRating | null }) {
  const t = useT()
  if (!rating || rating.count === 0) return null
  const average = rating.average.toFixed(1)
  const label = t("rating.label", { average, count: rating.count })
  return (
    <p className="rating" role="img" aria-label={label} data-testid="rating">
      <Stars rating={rating.average} />
      <span aria-hidden="true">
        {average} ({rating.count})
      </span>
    </p>
  )
}
