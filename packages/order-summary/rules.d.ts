/** Days of the right of withdrawal (and of the return and the refund that follow it). */
export declare const WITHDRAWAL_PERIOD_DAYS: number
/** The period as prose says it: "14 days". */
export declare const WITHDRAWAL_PERIOD: string
/** The moment the refund of a withdrawal received then is due by. */
export declare function withdrawalRefundDeadline(receivedAt: Date | string): Date
/** The shopper's refund after a withdrawal, as every page and e-mail states it. */
export declare const WITHDRAWAL_REFUND_TERMS: string
/** The shopper's return after a withdrawal (shipped items only). */
export declare const WITHDRAWAL_RETURN_TERMS: string
/** What comes after a withdrawal: the return (when items were shipped), then the refund; one paragraph each. */
export declare function withdrawalNextSteps(input: { itemsToReturn: boolean; returnAddress?: string }): string[]
/** The refund rule as the seller reads it, with the deadline written out. */
export declare function withdrawalRefundRuleForSeller(deadlineText: string): string
/** Dutch VAT, in percent. */
export declare const VAT_RATES: { readonly standard: number; readonly reduced: number }

export type SubscriptionStatus = "active" | "paused" | "cancelled"
export type SubscriptionAction = "skip" | "pause" | "resume" | "cancel"
/** The shopper's actions each status allows, in the order of the management page's buttons. */
export declare const SUBSCRIPTION_ACTIONS_BY_STATUS: { readonly [status in SubscriptionStatus]: readonly SubscriptionAction[] }
/** The statuses whose delivery address the shopper may change. */
export declare const ADDRESS_CHANGE_STATUSES: readonly SubscriptionStatus[]
