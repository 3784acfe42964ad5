/** Days of the right of withdrawal (and of the return and the refund that follow it). */
export declare const WITHDRAWAL_PERIOD_DAYS: number
/** The period as prose says it: "14 days". */
export declare const WITHDRAWAL_PERIOD: string
/** Dutch VAT, in percent. */
export declare const VAT_RATES: { readonly standard: number; readonly reduced: number }

export type SubscriptionStatus = "active" | "paused" | "cancelled"
export type SubscriptionAction = "skip" | "pause" | "resume" | "cancel"
/** The shopper's actions each status allows, in the order of the management page's buttons. */
export declare const SUBSCRIPTION_ACTIONS_BY_STATUS: { readonly [status in SubscriptionStatus]: readonly SubscriptionAction[] }
/** The statuses whose delivery address the shopper may change. */
export declare const ADDRESS_CHANGE_STATUSES: readonly SubscriptionStatus[]
