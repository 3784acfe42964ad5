import type { MedusaContainer } from "@medusajs/framework/types"
import { lineTitle } from "order-summary"
import { shippingPriceFor } from "../../lib/free-shipping"
import type { Amount, Maybe } from "../../lib/queried"
import { DISCOUNT_PERCENT } from "../../lib/shop-constants"
import { isSubscriptionLine } from "../../lib/subscription-products"
import type { SubscriptionLine } from "../../modules/subscription/models/subscription"

/** The fields of an order its subscription is priced from (a total makes Medusa compute the lines' totals). */
export const PRICED_ORDER_FIELDS = [
  "id",
  "currency_code",
  "region_id",
  "total",
  "items.*",
  "items.original_total",
  "shipping_methods.name",
  "shipping_methods.amount",
  "shipping_methods.shipping_option_id",
] as const

export type PricedOrder = {
  id: string
  currency_code: string
  region_id?: Maybe<string>
  items?: Maybe<Maybe<PricedLine>[]>
  shipping_methods?: Maybe<Maybe<{ name: string; amount: Amount; shipping_option_id?: Maybe<string> }>[]>
}

export type PricedLine = {
  variant_id?: Maybe<string>
  product_id?: Maybe<string>
  product_title?: Maybe<string>
  variant_title?: Maybe<string>
  title?: Maybe<string>
  metadata?: Maybe<Record<string, unknown>>
  quantity: Amount
  original_total?: Maybe<Amount>
}

/** The order lines bought as a subscription: marked so when they were added to the cart. */
const boughtAsSubscription = (line: PricedLine) => isSubscriptionLine(line.metadata)

/** A subscription unit's price per delivery: the price as bought with only the subscription discount taken off. */
const subscriptionPrice = (originalUnitPrice: number) => (originalUnitPrice * (100 - DISCOUNT_PERCENT)) / 100

/**
 * The price per delivery of the subscription an order starts, by the shop's rules: its own lines
 * (the order's lines bought as a subscription), each at the price it was bought at with the subscription
 * discount only (a one-time code of the order does not recur), and the shipping the order's
 * shipping option costs for those lines alone (its price rule: free shipping from the threshold;
 * one-time lines that made the first delivery ship free are not delivered again). `shipping_amount`
 * is null when that shipping cannot be priced; `lines` is empty for an order without subscription lines.
 * The lines priced are those bought as a subscription, or those `isPriced` picks (a stored
 * subscription's own lines, when it is repriced).
 */
export async function subscriptionPricing(
  container: MedusaContainer,
  order: PricedOrder,
  isPriced: (line: PricedLine) => boolean = boughtAsSubscription,
): Promise<{ lines: SubscriptionLine[]; shipping_amount: number | null }> {
  const items = (order.items ?? []).filter(
    (item): item is NonNullable<typeof item> & { variant_id: string } => item != null && Boolean(item.variant_id),
  )
  const lines: SubscriptionLine[] = items.filter(isPriced).map((item) => {
    const quantity = Number(item.quantity)
    // the unit's price as bought (VAT included, a sale price included), before any discount
    const originalUnitPrice = Number(item.original_total ?? 0) / quantity
    return {
      variant_id: item.variant_id,
      product_id: item.product_id ?? null,
      title: lineTitle(item),
      quantity,
      unit_price: subscriptionPrice(originalUnitPrice),
      original_unit_price: originalUnitPrice,
    }
  })
  if (!lines.length) return { lines, shipping_amount: null }
  const method = order.shipping_methods?.find((candidate) => candidate != null)
  const linesTotal = lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0)
  const shippingAmount =
    method?.shipping_option_id && order.region_id
      ? await shippingPriceFor(container, {
          shipping_option_id: method.shipping_option_id,
          currency_code: order.currency_code,
          region_id: order.region_id,
          item_total: linesTotal,
        })
      : null
  return { lines, shipping_amount: shippingAmount }
}
