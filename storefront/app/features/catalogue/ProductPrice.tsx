import { useFormatPrice } from "~/lib/format"
import type { PriceReduction } from "./price-references"
import { useT } from "~/i18n/i18n"

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
  const t = useT()
  const formatPrice = useFormatPrice()
  return (
    <div className="price-block">
      <p className={className}>
        <span className="price__current">{formatPrice(price)}</span>
        {reduction && (
          <s className="price__original">
            <span className="visually-hidden">{t("price.was")} </span>
            {formatPrice(reduction.referencePrice)}
          </s>
        )}
        {reduction?.percentOff != null && <span className="price__percent">-{reduction.percentOff}%</span>}
      </p>
      {reduction && (
        <p className="price__reference" data-testid="prior-price">
          {t("price.lowest", { days: reduction.days, price: formatPrice(reduction.referencePrice) })}
        </p>
      )}
    </div>
  )
}
