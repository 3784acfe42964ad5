import { useT } from "~/i18n/i18n"
import { useFormatPrice } from "~/lib/format"
import { useShopRules } from "~/lib/shop-rules"
import { deliveryPrice } from "~/lib/subscription-terms"

/**
 * The note on a subscription (its product page, the cart, the checkout, the order), in the page's
 * language: monthly, what each delivery costs with its shipping, as the renewal charges it, and
 * cancel any time. itemsPrice: the subscription's items per delivery, VAT included, the
 * subscription discount applied.
 */
export function SubscriptionTerms({
  itemsPrice,
  discountPercent,
  className = "",
}: {
  itemsPrice: number
  discountPercent: number
  className?: string
}) {
  const rules = useShopRules()
  const t = useT()
  const formatPrice = useFormatPrice()
  const delivery = deliveryPrice(itemsPrice, rules)
  return (
    <p className={`subscription-terms ${className}`.trim()} data-testid="subscription-terms">
      <strong>{t("subscription.label")} </strong>
      {t("subscription.terms", {
        price: formatPrice(delivery.price),
        shipping: delivery.shipping === null ? "plus" : "included",
        percent: discountPercent,
      })}
    </p>
  )
}
