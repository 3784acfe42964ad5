import { formatCents, formatShipping, summarize, vatText, type MedusaTotals } from "order-summary"
import { useShopRules } from "~/lib/shop-rules"

/**
 * The totals of a cart or an order, the same on every screen: Subtotal (VAT included, before
 * discounts), each discount by name, Shipping, Total, and the VAT the total includes. Each amount
 * carries its cents in data-cents, so a test can check that the rows add up.
 */
export function OrderTotals({ totals }: { totals: MedusaTotals }) {
  const rules = useShopRules()
  const summary = summarize(totals, {
    subscriptionCode: rules?.subscriptionPromotionCode ?? null,
    discountPercent: rules?.discountPercent ?? 0,
  })
  const vat = vatText(summary.vatCents)
  return (
    <div className="totals" data-testid="totals">
      <dl>
        <div className="totals__row">
          <dt>Subtotal</dt>
          <dd data-testid="totals-subtotal" data-cents={summary.subtotalCents}>
            {formatCents(summary.subtotalCents)}
          </dd>
        </div>
        {summary.discounts.map((discount) => (
          <div className="totals__row totals__row--discount" key={discount.code}>
            <dt>{discount.label}</dt>
            <dd data-testid="totals-discount" data-cents={discount.cents}>
              -{formatCents(discount.cents)}
            </dd>
          </div>
        ))}
        <div className="totals__row">
          <dt>Shipping</dt>
          <dd data-testid="totals-shipping" data-cents={summary.shippingCents ?? ""}>
            {summary.shippingCents === null ? "Calculated at checkout" : formatShipping(summary.shippingCents)}
          </dd>
        </div>
        <div className="totals__row totals__total">
          <dt>Total</dt>
          <dd data-testid="totals-total" data-cents={summary.totalCents}>
            {formatCents(summary.totalCents)}
          </dd>
        </div>
      </dl>
      {vat && (
        <p className="totals__vat" data-testid="totals-vat" data-cents={summary.vatCents}>
          {vat}
        </p>
      )}
    </div>
  )
}

/** A line's price: with a discount, the struck price before it and then the price paid. */
export function LinePrice({ originalTotal, total }: { originalTotal: number; total: number }) {
  const original = Math.round(originalTotal * 100)
  const paid = Math.round(total * 100)
  if (paid >= original)
    return (
      <span className="line-price" data-testid="line-price">
        {formatCents(paid)}
      </span>
    )
  return (
    <span className="line-price line-price--discounted" data-testid="line-price">
      <s className="line-price__original" data-testid="line-price-original">
        <span className="visually-hidden">Was </span>
        {formatCents(original)}
      </s>{" "}
      <span className="line-price__paid">
        <span className="visually-hidden">now </span>
        {formatCents(paid)}
      </span>
    </span>
  )
}
