import { formatPrice } from "~/lib/format"

/** The price, with the pre-sale price struck through when a sale really lowers it. */
export function ProductPrice({ price, originalPrice, className = "price" }: { price: number; originalPrice: number | null; className?: string }) {
  return (
    <p className={className}>
      <span className="price__current">{formatPrice(price)}</span>
      {originalPrice !== null && (
        <s className="price__original">
          <span className="visually-hidden">Was </span>
          {formatPrice(originalPrice)}
        </s>
      )}
    </p>
  )
}
