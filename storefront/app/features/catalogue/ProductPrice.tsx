import { formatEuros } from "order-summary"
import type { PriceReduction } from "./price-references"

/**
 * The price and, only for a reduction the backend allows to be announced, the lowest price of the
 * 30 days before it struck through, the percentage off it and that prior price named in words.
 */
export function ProductPrice({
  price,
  reduction,
  className = "price",
}: {
  price: number
  reduction: PriceReduction | null
  className?: string
}) {
  return (
    <div className="price-block">
      <p className={className}>
        <span className="price__current">{formatEuros(price)}</span>
        {reduction && (
          <s className="price__original">
            <span className="visually-hidden">Was </span>
            {formatEuros(reduction.referencePrice)}
          </s>
        )}
        {reduction?.percentOff != null && <span className="price__percent">-{reduction.percentOff}%</span>}
      </p>
      {reduction && (
        <p className="price__reference" data-testid="prior-price">
          Lowest price in the last {reduction.days} days: {formatEuros(reduction.referencePrice)}
        </p>
      )}
    </div>
  )
}
