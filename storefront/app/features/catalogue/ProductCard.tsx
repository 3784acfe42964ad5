import type { ReactNode } from "react"
import { Link } from "~/i18n/links"
import { Photo } from "~/components/Photo"
import { PHOTO_SIZES } from "~/lib/photo-sources"
import { defaultVariant, type CatalogueProduct } from "./product"
import { ProductPrice } from "./ProductPrice"
import { Rating } from "./Rating"
import { useT } from "~/i18n/i18n"

type ProductCardProps = {
  product: CatalogueProduct
  /** The 'Add to Cart' button, supplied by the page (the cart is another feature). */
  addToCart: ReactNode
  /** The page's largest photo (the first card above the fold): fetched first; the others load lazily. */
  eager?: boolean
  /** Heading level of the product name within the page. */
  headingLevel?: 2 | 3
  style?: React.CSSProperties
  className?: string
}

export function ProductCard({ product, addToCart, eager = false, headingLevel = 3, style, className = "" }: ProductCardProps) {
  const variant = defaultVariant(product)
  const Heading = headingLevel === 2 ? "h2" : "h3"
  const href = `/product/${product.handle}`
  const t = useT()
  return (
    <article className={`product-card ${className}`} style={style} data-testid="product-card">
      <div className="product-card__media">
        {product.images[0] && <Photo url={product.images[0]} alt="" width={400} height={400} sizes={PHOTO_SIZES.card} priority={eager} />}
        {product.badge && <span className="badge product-card__badge">{product.badge}</span>}
      </div>
      <div className="product-card__body">
        <Heading className="product-card__name">
          <Link to={href}>{product.title}</Link>
        </Heading>
        <p className="product-card__description">{product.subtitle}</p>
        {variant && (
          <div className="product-card__price">
            <ProductPrice price={variant.price} reduction={variant.reduction} />
            {/* the size the button adds: the smallest in stock */}
            {product.variants.length > 1 && <span className="product-card__size">{variant.title}</span>}
          </div>
        )}
        <Rating rating={product.rating} />
        <div className="product-card__actions">
          {addToCart}
          <Link to={href} className="button button--outline" aria-label={t("card.detailsLabel", { title: product.title })}>
            {t("card.details")}
          </Link>
        </div>
      </div>
    </article>
  )
}
