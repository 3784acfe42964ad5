import { useState, type ReactNode } from "react"
import { QuantityStepper } from "~/components/QuantityStepper"
import { SubscriptionTerms } from "~/components/SubscriptionTerms"
import { TrustBadges } from "~/components/TrustBadges"
import { DEFAULT_ADD_QUANTITY } from "~/lib/constants"
import { textsWithShopRules, useMaxLineQuantity, useShopRules, withShopRules } from "~/lib/shop-rules"
import { deliveryPrice, subscriptionPrice } from "~/lib/subscription-terms"
import { defaultVariant, type CatalogueProduct, type VariantView } from "./product"
import { ProductGallery } from "./ProductGallery"
import { ProductPrice } from "./ProductPrice"
import { Rating } from "./Rating"
import { useT } from "~/i18n/i18n"

type ProductDetailProps = {
  product: CatalogueProduct
  /** The 'Add to Cart' button for the chosen variant and quantity (the cart is another feature). */
  renderAddToCart: (variant: VariantView, quantity: number) => ReactNode
  /** The shopper chose another size (the page's Frequently Bought Together follows it). */
  onVariantChange?: (variant: VariantView) => void
}

export function ProductDetail({ product, renderAddToCart, onVariantChange }: ProductDetailProps) {
  const [variantId, setVariantId] = useState(defaultVariant(product)?.id)
  const [quantity, setQuantity] = useState(DEFAULT_ADD_QUANTITY)
  const maxQuantity = useMaxLineQuantity()
  const rules = useShopRules()
  const t = useT()
  const discountPercent = rules?.discountPercent ?? 0
  // the texts name the shop's rules ({free_shipping_from}): they say what the shop does now
  const benefits = textsWithShopRules(product.benefits, rules)
  const usage = product.usage ? withShopRules(product.usage, rules) : null
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? defaultVariant(product)

  return (
    <div className="product-detail">
      <ProductGallery images={product.images} title={product.title} />
      <div className="product-detail__info">
        {product.badge && <span className="badge">{product.badge}</span>}
        <h1>{product.title}</h1>
        <Rating rating={product.rating} />
        {variant && <ProductPrice price={variant.price} reduction={variant.reduction} className="price price--large" />}
        {variant && product.isSubscription && (
          <SubscriptionTerms itemsPrice={subscriptionPrice(variant.price, discountPercent) * quantity} discountPercent={discountPercent} />
        )}
        <p className="product-detail__description">{product.description}</p>
        {benefits.length > 0 && (
          <ul className="benefit-list">
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        )}
        {/* one variant (a product made without options has Medusa's "Default option value"): nothing to choose */}
        {product.variants.length > 1 && (
          <fieldset className="weight-selector">
            <legend>{product.optionTitle ?? t("product.size")}</legend>
            {product.variants.map((option) => (
              <label key={option.id} className={option.id === variant?.id ? "is-selected" : ""}>
                <input
                  type="radio"
                  name="weight"
                  value={option.id}
                  checked={option.id === variant?.id}
                  onChange={() => {
                    setVariantId(option.id)
                    onVariantChange?.(option)
                  }}
                />
                {option.title}
                {!option.inStock && <span className="weight-selector__sold-out">{t("cart.soldOut")}</span>}
              </label>
            ))}
          </fieldset>
        )}
        <div className="product-detail__buy">
          <QuantityStepper value={quantity} onChange={setQuantity} label={product.title} max={maxQuantity} editable />
          {variant && renderAddToCart(variant, quantity)}
        </div>
        {variant && !variant.inStock && <p className="notice">{t("product.sizeOutOfStock")}</p>}
        {/* a subscription's deliveries ship free only when they reach the threshold themselves */}
        <TrustBadges
          className="trust-badges trust-badges--compact"
          claims={product.claims}
          freeShipping={
            !product.isSubscription ||
            !variant ||
            deliveryPrice(subscriptionPrice(variant.price, discountPercent) * quantity, rules).shipping === 0
          }
        />
        {usage && (
          <p className="product-detail__usage">
            <strong>{t("product.usage")} </strong>
            {usage}
          </p>
        )}
        <Collapsible title={t("product.howToUse")} items={textsWithShopRules(product.howToUse, rules)} ordered />
        <Collapsible title={t("product.importantInfo")} items={textsWithShopRules(product.importantInfo, rules)} />
      </div>
    </div>
  )
}

function Collapsible({ title, items, ordered = false }: { title: string; items: string[]; ordered?: boolean }) {
  if (items.length === 0) return null
  const List = ordered ? "ol" : "ul"
  return (
    <details className="collapsible">
      <summary>{title}</summary>
      <List>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </details>
  )
}
