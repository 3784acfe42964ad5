/** The withdrawal routes' answers (order-summary/store-api). */
export type { ReceivedWithdrawal, WithdrawableOrder, WithdrawalInvitation } from "order-summary/store-api"
