import { orderPageToken } from "../../lib/order-link"
import { orderPageFields, orderPageView, type QueriedOrderPage } from "../order-page/order-page-view"
import { toManagedSubscription } from "../subscription/subscription-views"
import type { StoredSubscription } from "../subscription/subscriptions"

/** A saved address's fields, as Medusa's customer module keeps them and the checkout fills them in. */
export const ACCOUNT_ADDRESS_FIELDS = ["id", "first_name", "last_name", "company", "address_1", "address_2", "postal_code", "city", "province", "country_code", "phone"] as const

/** The account's fields of each order: the order page's, with what the aggregated status reads. */
export const accountOrderFields = [...orderPageFields, "customer_id", "fulfillment_status", "payment_status"]

/** One order in the account: its order page (with withdrawal and review links) and the link to that page. */
export function accountOrderView(order: QueriedOrderPage) {
  return { ...orderPageView(order), order_token: orderPageToken(order.id) }
}

/** One subscription in the account: as its management page shows it, with the full address it delivers to and its region (whose countries it may move to). */
export function accountSubscriptionView(subscription: StoredSubscription) {
  return { ...toManagedSubscription(subscription), email: subscription.email, shipping_address: subscription.shipping_address, region_id: subscription.region_id }
}
