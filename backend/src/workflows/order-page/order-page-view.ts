import type { BigNumberValue } from "@medusajs/framework/types"
import { POSTAL_ADDRESS_FIELDS } from "order-summary/addresses"
import { orderStatus } from "order-summary/status"
import type { Maybe } from "../../lib/queried"
import { linkToken } from "../../lib/shop-links"

/** An address's fields as the order page shows it (a saved address adds its id and phone). */
export const ADDRESS_FIELDS = POSTAL_ADDRESS_FIELDS

/** What the order page shows: lines, totals as order-summary reads them, the address, the status. */
export const orderPageFields = [
  "id",
  "display_id",
  "created_at",
  "email",
  "status",
  "total",
  "tax_total",
  "original_item_total",
  "shipping_total",
  "items.id",
  "items.product_id",
  "items.product_title",
  "items.variant_title",
  "items.title",
  "items.thumbnail",
  "items.quantity",
  "items.original_total",
  "items.total",
  "items.discount_total",
  "items.adjustments.code",
  "items.adjustments.amount",
  "shipping_methods.name",
  "shipping_methods.total",
  // what was paid back (a cancellation, a withdrawal, the seller's refund): shown on the order
  "payment_collections.refunded_amount",
  ...ADDRESS_FIELDS.map((field) => `shipping_address.${field}`),
]

/** An amount as the order detail answers it: a number, a big number's string, or a BigNumber (all read by Number). */
type Amount = BigNumberValue

type QueriedLine = {
  id: string
  product_id?: Maybe<string>
  product_title?: Maybe<string>
  variant_title?: Maybe<string>
  title?: Maybe<string>
  thumbnail?: Maybe<string>
  quantity: Amount
  original_total?: Maybe<Amount>
  total?: Maybe<Amount>
  discount_total?: Maybe<Amount>
  adjustments?: Maybe<Maybe<{ code?: Maybe<string>; amount: Amount }>[]>
}

/** The order as getOrderDetailWorkflow answers `orderPageFields` (with its aggregated statuses). */
export type QueriedOrderPage = {
  id: string
  display_id?: Maybe<number | string>
  created_at?: Maybe<string | Date>
  email?: Maybe<string>
  status?: Maybe<string>
  fulfillment_status?: Maybe<string>
  payment_status?: Maybe<string>
  total: Amount
  tax_total: Amount
  original_item_total: Amount
  shipping_total: Amount
  items?: Maybe<Maybe<QueriedLine>[]>
  shipping_methods?: Maybe<Maybe<{ name?: Maybe<string>; total?: Maybe<Amount> }>[]>
  payment_collections?: Maybe<Maybe<{ refunded_amount?: Maybe<Amount> }>[]>
  shipping_address?: Maybe<{ [field in (typeof ADDRESS_FIELDS)[number]]?: Maybe<string> }>
}

const amount = (value: Maybe<Amount> | undefined) => Number(value?.valueOf() ?? 0)

/** The line ids of an order, for readWithdrawnLinesStep. */
export const lineIdsOf = (order: QueriedOrderPage) => (order.items ?? []).flatMap((line) => (line ? [line.id] : []))

/**
 * The order page: the order's lines, totals, delivery address and status, with the buyer's signed
 * links to withdraw and to review each product, for whoever holds the order's link. A line the
 * buyer withdrew from says so and invites no review; an order withdrawn in full says so as its status.
 */
export function orderPageView(order: QueriedOrderPage, withdrawnLineIds: string[] = [], subscriptionProductIds: string[] = []) {
  const withdrawn = new Set(withdrawnLineIds)
  const subscriptions = new Set(subscriptionProductIds)
  const lines = (order.items ?? []).filter((line): line is QueriedLine => line != null)
  const fullyWithdrawn = lines.length > 0 && lines.every((line) => withdrawn.has(line.id))
  const address = order.shipping_address ?? {}
  return {
    display_id: Number(order.display_id),
    created_at: new Date(order.created_at ?? Date.now()).toISOString(),
    email: order.email ?? "",
    // one reading of where an order stands, for the order page, the success page and the account
    status: orderStatus({
      status: order.status,
      fulfillment_status: order.fulfillment_status,
      payment_status: order.payment_status,
      fully_withdrawn: fullyWithdrawn,
    }),
    // the fields order-summary's totalsOf reads
    total: amount(order.total),
    tax_total: amount(order.tax_total),
    original_item_total: amount(order.original_item_total),
    shipping_total: amount(order.shipping_total),
    refunded_total: (order.payment_collections ?? []).reduce((sum, collection) => sum + amount(collection?.refunded_amount), 0),
    shipping_methods: (order.shipping_methods ?? [])
      .filter(Boolean)
      .map((method) => ({ name: method?.name ?? "", total: amount(method?.total) })),
    items: lines.map((line) => ({
      id: line.id,
      product_title: line.product_title ?? line.title ?? "",
      variant_title: line.variant_title ?? null,
      thumbnail: line.thumbnail ?? null,
      quantity: amount(line.quantity),
      original_total: amount(line.original_total),
      total: amount(line.total),
      discount_total: amount(line.discount_total),
      adjustments: (line.adjustments ?? [])
        .filter(Boolean)
        .map((adjustment) => ({ code: adjustment?.code ?? null, amount: amount(adjustment?.amount) })),
      withdrawn: withdrawn.has(line.id),
      // a line bought as a subscription: the page states its recurring terms
      is_subscription: Boolean(line.product_id && subscriptions.has(line.product_id)),
    })),
    // the buyer's signed link to review each product kept, as in the confirmation e-mail
    review_links: lines.flatMap((line) =>
      line.product_id && !withdrawn.has(line.id)
        ? [
            {
              line_item_id: line.id,
              product_id: line.product_id,
              product_title: line.product_title ?? "",
              token: linkToken("order-line-review", { order_id: order.id, line_item_id: line.id, product_id: line.product_id }),
            },
          ]
        : [],
    ),
    shipping_address: {
      first_name: address.first_name ?? "",
      last_name: address.last_name ?? "",
      company: address.company ?? "",
      address_1: address.address_1 ?? "",
      address_2: address.address_2 ?? "",
      postal_code: address.postal_code ?? "",
      city: address.city ?? "",
      province: address.province ?? "",
      country_code: address.country_code ?? "",
    } satisfies Record<(typeof ADDRESS_FIELDS)[number], string>,
    withdrawal_token:
      order.status === "canceled" || fullyWithdrawn
        ? null
        : linkToken("order-withdrawal", { order_id: order.id, email: order.email ?? "" }),
  }
}

export type OrderPageView = ReturnType<typeof orderPageView>
