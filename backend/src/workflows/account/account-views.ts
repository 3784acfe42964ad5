import type { SavedAddress } from "order-summary/store-api"
import { ADDRESS_FIELDS, orderPageFields, orderPageView, type QueriedOrderPage } from "../order-page/order-page-view"
import { toManagedSubscription } from "../subscription/subscription-views"
import type { StoredSubscription } from "../subscription/subscriptions"
import { linkToken } from "../../lib/shop-links"

/** A saved address's fields, as Medusa's customer module keeps them and the checkout fills them in. */
export const ACCOUNT_ADDRESS_FIELDS = ["id", ...ADDRESS_FIELDS, "phone"] as const
type AddressField = Exclude<(typeof ACCOUNT_ADDRESS_FIELDS)[number], "id">

/** A saved address as the account answers it: each field of the list, null where it is empty. */
export function savedAddressView(address: { id: string } & Partial<Record<AddressField, string | null>>): SavedAddress {
  const fields = Object.fromEntries(ACCOUNT_ADDRESS_FIELDS.map((field) => [field, address[field] ?? null]))
  // the list's fields, each read above: Object.fromEntries types no keys
  return { ...(fields as Record<AddressField, string | null>), id: address.id }
}

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
