import type { Maybe } from "../../lib/queried"

/** The order a cart became, with the lines a buyer may review. */
export const orderOfCartFields = ["order_id", "order.id", "order.items.id", "order.items.product_id", "order.items.product_title"] as const

export type QueriedOrderOfCart = {
  order?: Maybe<{
    id: string
    items?: Maybe<Maybe<{ id: string; product_id?: Maybe<string>; product_title?: Maybe<string> }>[]>
  }>
}

/** An order with the lines a review link may name. */
export const reviewableOrderFields = [
  "id",
  "items.id",
  "items.product_id",
  "items.product_title",
  "items.product_handle",
  "items.thumbnail",
] as const
