import { DAY_MS, openLink, sealLink, storefrontLink } from "./signed-link"

/**
 * The order page's link (the success page and the order confirmation): the order, sealed by
 * lib/signed-link. A guest order is read with it only; it works for ORDER_LINK_VALID_DAYS, the
 * two years of the legal guarantee.
 */
const PURPOSE = "order-page"

export const ORDER_LINK_VALID_DAYS = 730

/** The one answer to a forged, expired or unknown link: it reveals nothing. */
export const ORDER_LINK_INVALID = "This order link is not valid or has expired."

export function orderPageToken(order_id: string, issuedAt?: Date) {
  return sealLink(PURPOSE, { order_id }, { issuedAt })
}

/** The order id of a valid, unexpired token; null for anything else. */
export function orderOfPageToken(token: string, now?: number): string | null {
  const opened = openLink<{ order_id: string }>(PURPOSE, token, { validMs: ORDER_LINK_VALID_DAYS * DAY_MS, now })
  return "payload" in opened ? opened.payload.order_id : null
}

/** The storefront's order page of this order. */
export function orderPageUrl(order_id: string) {
  return storefrontLink("/order", orderPageToken(order_id))
}
