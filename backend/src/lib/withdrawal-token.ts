import { payloadOfLink, sealLink, storefrontLink } from "./signed-link"

/**
 * The withdrawal link of an order confirmation carries the order and the address it was placed with,
 * sealed by lib/signed-link: it identifies the buyer to the withdrawal function (no other details
 * asked), and nobody can make one for another order or read the order from it.
 */
const PURPOSE = "order-withdrawal"

export type WithdrawalInvitation = { order_id: string; email: string }

export function withdrawalToken({ order_id, email }: WithdrawalInvitation, issuedAt?: Date) {
  return sealLink(PURPOSE, { order_id, email }, { issuedAt })
}

/** The order and address of a valid token, or null for a missing, malformed or forged one. */
export function invitationOfWithdrawalToken(token: string): WithdrawalInvitation | null {
  return payloadOfLink<WithdrawalInvitation>(PURPOSE, token)
}

/** The storefront's withdrawal page, for this order. */
export function withdrawalUrl(invitation: WithdrawalInvitation) {
  return storefrontLink("/withdrawal", withdrawalToken(invitation))
}
