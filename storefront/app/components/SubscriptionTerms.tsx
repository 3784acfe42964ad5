import { useShopRules } from "~/lib/shop-rules"
import { deliveryPrice, subscriptionTerms } from "~/lib/subscription-terms"

/**
 * The note on a subscription (its product page, the cart, the checkout): monthly, what each delivery
 * costs with its shipping, as the renewal charges it, and cancel any time. itemsPrice: the
 * subscription's items per delivery, VAT included, the subscription discount applied.
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
  return (
    <p className={`subscription-terms ${className}`.trim()} data-testid="subscription-terms">
      <strong>Subscription. </strong>
      {subscriptionTerms(deliveryPrice(itemsPrice, rules), discountPercent)}
    </p>
  )
}
