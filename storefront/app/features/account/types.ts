import type { FormText } from "~/lib/form-message"
import type { Account } from "order-summary/store-api"

/** The account's answers, as the backend's account routes answer them (order-summary/store-api). */
export type { Account, AccountOrder, AccountSubscription, SavedAddress, SubscriptionAction } from "order-summary/store-api"

/** The countries of each region (by its id) a subscription priced for it may deliver to; a region absent: any the shop ships to. */
export type DeliveryCountries = Record<string, string[]>

/**
 * The account page's data (its loader's): the account with the countries its subscriptions may move
 * to, or the failure's words (null: the page words it).
 */
export type AccountData =
  { account: Account; deliveryCountries: DeliveryCountries; failure?: undefined } | { account: null; failure: FormText | null }
