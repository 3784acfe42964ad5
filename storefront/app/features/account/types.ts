import type { FormText } from "~/lib/form-message"
import type { Account } from "order-summary/store-api"

/** The account's answers, as the backend's account routes answer them (order-summary/store-api). */
export type { Account, AccountOrder, AccountSubscription, SavedAddress, SubscriptionAction } from "order-summary/store-api"

/** The account page's data (its loader's): the account, or the failure's words (null: the page words it). */
export type AccountData = { account: Account; failure?: undefined } | { account: null; failure: FormText | null }
