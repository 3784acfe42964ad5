import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { Link } from "react-router-dom"
import { formatDate } from "../lib/format-date"
import { OrderListBox, OrderNumberLink } from "../lib/order-list-box"

/** The admin route of the orders subscriptions' renewals made, newest first. */
export const RENEWAL_ORDERS = "/admin/renewal-orders"
const SHOWN = 5

type RenewalOrder = { id: string; display_id: number; email: string; created_at: string; subscription_id: string }

/**
 * Above the order list: which of the latest orders are monthly renewals of a subscription. Nothing
 * while there is no renewal yet.
 */
function OrderListRenewalsWidget() {
  return (
    <OrderListBox<RenewalOrder, "renewal_orders">
      path={RENEWAL_ORDERS}
      listKey="renewal_orders"
      shown={SHOWN}
      testId="renewal-orders"
      title="Renewal orders"
      description={(count) => (
        <>
          Orders made by a subscription&apos;s monthly renewal, newest first ({count} in all). Each is paid and ships like any order.{" "}
          <Link to="/subscriptions" className="text-ui-fg-interactive hover:underline">
            All subscriptions
          </Link>
        </>
      )}
      columns={["Order", "Date", "Customer", "Subscription"]}
      rowKey={(order) => order.id}
      cells={(order) => [
        <OrderNumberLink id={order.id} displayId={order.display_id} />,
        formatDate(order.created_at),
        order.email,
        <span className="break-all">{order.subscription_id}</span>,
      ]}
    />
  )
}

// placed above Medusa's list by the shop's default layout of the order list (lib/seed/admin-layout.ts), under this id
export const config = defineWidgetConfig({ zone: "order.list.before", id: "shop-renewal-orders" })

export default OrderListRenewalsWidget
