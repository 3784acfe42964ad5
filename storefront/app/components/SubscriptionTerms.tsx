import { subscriptionTerms } from "~/lib/subscription-terms"

/** The note on a subscription product (its page, its cart line): monthly, the price per delivery, cancel any time. */
export function SubscriptionTerms({ pricePerDelivery, discountPercent, className = "" }: { pricePerDelivery: number; discountPercent: number; className?: string }) {
  return (
    <p className={`subscription-terms ${className}`.trim()} data-testid="subscription-terms">
      <strong>Subscription. </strong>
      {subscriptionTerms(pricePerDelivery, discountPercent)}
    </p>
  )
}
