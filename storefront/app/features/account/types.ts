/** The account's answers, as the backend's account routes answer them (order-summary/store-api). */
export type { Account, AccountOrder, AccountSubscription, SavedAddress, SubscriptionAction } from "order-summary/store-api"
