import type { ReactNode } from "react"
import { Link } from "~/i18n/links"
import { Photo } from "~/components/Photo"
import { THUMBNAIL_WIDTHS } from "~/lib/photo-sources"
import { defaultVariant, productPrice, type CatalogueProduct, type VariantView } from "./product"
import { useT } from "~/i18n/i18n"
import { useFormatPrice } from "~/lib/format"

type Props = {
  product: CatalogueProduct
  partner: CatalogueProduct
  /** The product's size chosen on its page (its price and title shown here) */
  productVariant?: VariantView
  /** The 'Add Both to Cart' button (the cart is another feature). */
  addBoth: ReactNode
}

export function FrequentlyBoughtTogether({ product, partner, productVariant, addBoth }: Props) {
  const priceOf = (item: CatalogueProduct) => (item.id === product.id && productVariant ? productVariant.price : productPrice(item))
  const sizeOf = (item: CatalogueProduct) => (item.id === product.id && productVariant ? productVariant.title : defaultVariant(item)?.title)
  const total = priceOf(product) + priceOf(partner)
  const t = useT()
  const formatPrice = useFormatPrice()
  return (
    <section className="fbt container" aria-labelledby="fbt-title">
      <h2 id="fbt-title">{t("fbt.title")}</h2>
      <div className="fbt__row">
        {[product, partner].map((item, index) => (
          <div className="fbt__item" key={item.id}>
            {index > 0 && (
              <span className="fbt__plus" aria-hidden="true">
                +
              </span>
            )}
            {item.images[0] && <Photo url={item.images[0]} alt="" width={120} height={120} sizes="120px" widths={THUMBNAIL_WIDTHS} />}
            <div>
              {item.id === product.id ? (
                <p className="fbt__name">{item.title}</p>
              ) : (
                <Link className="fbt__name" to={`/product/${item.handle}`}>
                  {item.title}
                </Link>
              )}
              <p>
                {sizeOf(item)} · {formatPrice(priceOf(item))}
              </p>
            </div>
          </div>
        ))}
        <div className="fbt__total">
          <p>
            {t("fbt.total")} <strong data-testid="fbt-total">{formatPrice(total)}</strong>
          </p>
          {addBoth}
        </div>
      </div>
    </section>
  )
}
