import { useT } from "~/i18n/i18n"
import { Link } from "~/i18n/links"
import { LinePrice, OrderTotals } from "~/components/OrderTotals"
import { SubscriptionTerms } from "~/components/SubscriptionTerms"
import { useFormatDate, useFormatPrice } from "~/lib/format"
import { useShopRules } from "~/lib/shop-rules"
import { subscriptionPrice } from "~/lib/subscription-terms"
import type { OrderView } from "./types"
import { WITHDRAWAL_PERIOD_DAYS } from "order-summary/rules"

/** An order: its number, where it stands, its lines and totals, the delivery address and the way to withdraw, in the page's language. */
export function OrderDetails({ order }: { order: OrderView }) {
  const t = useT()
  const formatPrice = useFormatPrice()
  const formatDate = useFormatDate()
  return (
    <div className="order-confirmation">
      <h2 data-testid="order-number">{t("order.number", { number: String(order.displayId) })}</h2>
      {order.status && (
        <p className="order-confirmation__status" data-testid="order-status" data-status={order.status.code}>
          {t("order.statusLabel")} <strong>{t(`order.status.${order.status.code}`)}</strong>
          {order.placedAt && <> · {t("order.placedOn", { date: formatDate(order.placedAt) })}</>}
        </p>
      )}
      <ul className="order-confirmation__lines">
        {order.lines.map((line) => (
          <li key={line.id} data-testid="order-line">
            <span className="order-confirmation__name">
              {line.name} × {line.quantity}
              {line.withdrawn && <span data-testid="order-line-withdrawn"> {t("order.withdrawn")}</span>}
            </span>{" "}
            <LinePrice originalTotal={line.originalTotal} total={line.total} />
          </li>
        ))}
      </ul>
      <OrderTotals totals={order.totals} />
      <RecurringTerms lines={order.lines} />
      {order.refundedTotal ? (
        <p className="order-confirmation__refunded" data-testid="order-refunded">
          {t("order.refunded")} <strong>{formatPrice(order.refundedTotal)}</strong>
        </p>
      ) : null}
      {order.addressLines && order.addressLines.length > 0 && (
        <section className="order-confirmation__address" aria-labelledby="order-address-title">
          <h3 id="order-address-title">{t("order.shippingTo")}</h3>
          <address data-testid="order-address">
            {order.addressLines.map((line, index) => (
              <span key={index}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </section>
      )}
      {order.withdrawalPath && (
        <p className="order-confirmation__withdrawal">
          {t("order.withdrawalText", { days: WITHDRAWAL_PERIOD_DAYS })}{" "}
          <Link to={order.withdrawalPath} data-testid="order-withdrawal-link">
            {t("order.withdrawalLink")}
          </Link>
        </p>
      )}
    </div>
  )
}

/** The subscription the order started, as the cart and the checkout stated it: what each delivery costs, shipping included. */
function RecurringTerms({ lines }: { lines: OrderView["lines"] }) {
  const discountPercent = useShopRules()?.discountPercent ?? 0
  const subscribed = lines.filter((line) => line.isSubscription && !line.withdrawn)
  if (!subscribed.length) return null
  return (
    <SubscriptionTerms
      itemsPrice={subscribed.reduce((sum, line) => sum + subscriptionPrice(line.originalTotal, discountPercent), 0)}
      discountPercent={discountPercent}
    />
  )
}
