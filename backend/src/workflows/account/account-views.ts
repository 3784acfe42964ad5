import { ADDRESS_FIELDS, orderPageFields, orderPageView, type QueriedOrderPage } from "../order-page/order-page-view"
import { toManagedSubscription } from "../subscription/subscription-views"
import type { StoredSubscription } from "../subscription/subscriptions"
import { linkToken } from "../../lib/shop-links"

/** A saved address's fields, as Medusa's customer module keeps them and the checkout fills them in. */
export const ACCOUNT_ADDRESS_FIELDS = ["id", ...ADDRESS_FIELDS, "phone"] as const

/** The account's fields of each order: the order page's, with what the aggregated status reads. */
export const accountOrderFields = [...orderPageFields, "customer_id", "fulfillment_status", "payment_status"]

/** One order in the account: its order page (with withdrawal and review links) and the link to that page. */
export function accountOrderView(order: QueriedOrderPage, withdrawnLineIds: string[]) {
  return { ...orderPageView(order, withdrawnLineIds), order_token: linkToken("order-page", { order_id: order.id }) }
}

/** One subscription in the account: as its management page shows it, with the full address it delivers to and its region (whose countries it may move to). */
export function accountSubscriptionView(subscription: StoredSubscription) {
  return {
    ...toManagedSubscription(subscription),
    email: subscription.email,
    shipping_address: subscription.shipping_address,
    region_id: subscription.region_id,
  }
}
