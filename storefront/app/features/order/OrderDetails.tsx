import { Link } from "react-router"
import { LinePrice, OrderTotals } from "~/components/OrderTotals"
import { shop } from "~/lib/shop"
import type { OrderView } from "./types"
import { WITHDRAWAL_PERIOD } from "order-summary/rules"

const placedText = (iso: string) => new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: shop.timeZone }).format(new Date(iso))

/** An order: its number, where it stands, its lines and totals, the delivery address and the way to withdraw. */
export function OrderDetails({ order }: { order: OrderView }) {
  return (
    <div className="order-confirmation">
      <h2 data-testid="order-number">Order #{order.displayId}</h2>
      {order.status && (
        <p className="order-confirmation__status" data-testid="order-status" data-status={order.status.code}>
          Status: <strong>{order.status.label}</strong>
          {order.placedAt && <> · placed on {placedText(order.placedAt)}</>}
        </p>
      )}
      <ul className="order-confirmation__lines">
        {order.lines.map((line) => (
          <li key={line.id} data-testid="order-line">
            <span className="order-confirmation__name">
              {line.name} × {line.quantity}
            </span>{" "}
            <LinePrice originalTotal={line.originalTotal} total={line.total} />
          </li>
        ))}
      </ul>
      <OrderTotals totals={order.totals} />
      {order.addressLines && order.addressLines.length > 0 && (
        <section className="order-confirmation__address" aria-labelledby="order-address-title">
          <h3 id="order-address-title">Shipping to</h3>
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
          You may withdraw from this purchase within {WITHDRAWAL_PERIOD} of receipt without giving a reason.{" "}
          <Link to={order.withdrawalPath} data-testid="order-withdrawal-link">
            Withdraw from this order
          </Link>
        </p>
      )}
    </div>
  )
}
