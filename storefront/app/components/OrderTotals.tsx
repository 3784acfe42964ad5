import { summarize, type MedusaTotals } from "order-summary"
import { useT } from "~/i18n/i18n"
import { useFormatPrice } from "~/lib/format"
import { useShopRules } from "~/lib/shop-rules"

/** How a discount is named in the page's language: the subscription promotion, or the code the shopper typed (as order-summary's discountLabel). */
function useDiscountLabel(): (code: string) => string {
  const t = useT()
  const rules = useShopRules()
  return (code) => {
    if (!code) return t("totals.discount")
    if (rules?.subscriptionPromotionCode && code === rules.subscriptionPromotionCode)
      return t("totals.subscriptionDiscount", { percent: rules.discountPercent })
    return t("totals.code", { code })
  }
}

/**
 * The totals of a cart or an order, the same on every screen: Subtotal (VAT included, before
 * discounts), each discount by name, Shipping, Total, and the VAT the total includes, in the page's
 * language. Each amount carries its cents in data-cents, so a test can check that the rows add up.
 */
export function OrderTotals({ totals }: { totals: MedusaTotals }) {
  const rules = useShopRules()
  const t = useT()
  const formatPrice = useFormatPrice()
  const discountLabel = useDiscountLabel()
  const summary = summarize(totals, {
    subscriptionCode: rules?.subscriptionPromotionCode ?? null,
    discountPercent: rules?.discountPercent ?? 0,
  })
  const cents = (amount: number) => formatPrice(amount / 100)
  return (
    <div className="totals" data-testid="totals">
      <dl>
        <div className="totals__row">
          <dt>{t("totals.subtotal")}</dt>
          <dd data-testid="totals-subtotal" data-cents={summary.subtotalCents}>
            {cents(summary.subtotalCents)}
          </dd>
        </div>
        {summary.discounts.map((discount) => (
          <div className="totals__row totals__row--discount" key={discount.code}>
            <dt>{discountLabel(discount.code)}</dt>
            <dd data-testid="totals-discount" data-cents={discount.cents}>
              -{cents(discount.cents)}
            </dd>
          </div>
        ))}
        <div className="totals__row">
          <dt>{t("totals.shipping")}</dt>
          <dd data-testid="totals-shipping" data-cents={summary.shippingCents ?? ""}>
            {summary.shippingCents === null
              ? t("totals.calculatedAtCheckout")
              : summary.shippingCents === 0
                ? t("totals.free")
                : cents(summary.shippingCents)}
          </dd>
        </div>
        <div className="totals__row totals__total">
          <dt>{t("totals.total")}</dt>
          <dd data-testid="totals-total" data-cents={summary.totalCents}>
            {cents(summary.totalCents)}
          </dd>
        </div>
      </dl>
      {/* no VAT charged (exports outside the EU): "Including €0.00 VAT" would only puzzle */}
      {summary.vatCents > 0 && (
        <p className="totals__vat" data-testid="totals-vat" data-cents={summary.vatCents}>
          {t("totals.vat", { amount: cents(summary.vatCents) })}
        </p>
      )}
    </div>
  )
}

/** A line's price: with a discount, the struck price before it and then the price paid. */
export function LinePrice({ originalTotal, total }: { originalTotal: number; total: number }) {
  const t = useT()
  const formatPrice = useFormatPrice()
  const original = Math.round(originalTotal * 100)
  const paid = Math.round(total * 100)
  if (paid >= original)
    return (
      <span className="line-price" data-testid="line-price">
        {formatPrice(paid / 100)}
      </span>
    )
  return (
    <span className="line-price line-price--discounted" data-testid="line-price">
      <s className="line-price__original" data-testid="line-price-original">
        <span className="visually-hidden">{t("price.was")} </span>
        {formatPrice(original / 100)}
      </s>{" "}
      <span className="line-price__paid">
        <span className="visually-hidden">{t("totals.now")} </span>
        {formatPrice(paid / 100)}
      </span>
    </span>
  )
}
