import { payloadOfLink, sealLink, storefrontLink } from "./signed-link"

/**
 * The review links of an order carry the order, the order line and its product, sealed by
 * lib/signed-link: only the buyer who received the link can review that product, once per order line.
 */
const PURPOSE = "order-line-review"

export type ReviewInvitation = { order_id: string; line_item_id: string; product_id: string }

export function reviewToken({ order_id, line_item_id, product_id }: ReviewInvitation) {
  return sealLink(PURPOSE, { order_id, line_item_id, product_id })
}

/** The order line a valid token invites a review of, or null for a missing, malformed or forged one. */
export function invitationOfReviewToken(token: string): ReviewInvitation | null {
  return payloadOfLink<ReviewInvitation>(PURPOSE, token)
}

/** The storefront page where the buyer writes the review. */
export function reviewUrl(invitation: ReviewInvitation) {
  return storefrontLink("/review", reviewToken(invitation))
}
