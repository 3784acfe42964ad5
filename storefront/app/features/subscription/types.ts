/** A subscription as its management page shows it, and what its link can do (order-summary/store-api). */
export type { ManagedSubscription, SubscriptionAction } from "order-summary/store-api"
