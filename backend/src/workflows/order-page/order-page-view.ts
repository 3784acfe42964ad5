import type { BigNumberValue } from "@medusajs/framework/types"
import type { Maybe } from "../../lib/queried"
import { reviewToken } from "../../lib/review-token"
import { withdrawalToken } from "../../lib/withdrawal-token"

const ADDRESS_FIELDS = ["first_name", "last_name", "company", "address_1", "address_2", "postal_code", "city", "province", "country_code"] as const

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
  shipping_address?: Maybe<{ [field in (typeof ADDRESS_FIELDS)[number]]?: Maybe<string> }>
}

/** Where an order stands, in the shopper's words; the first that applies. */
export const ORDER_STATUS = [
  { code: "canceled", label: "Cancelled" },
  { code: "delivered", label: "Delivered" },
  { code: "shipped", label: "Shipped" },
  { code: "partially_shipped", label: "Partly shipped" },
  { code: "preparing", label: "Paid, being prepared for shipping" },
  { code: "received", label: "Received, awaiting payment" },
] as const

export type OrderStatus = (typeof ORDER_STATUS)[number]

const [CANCELED, DELIVERED, SHIPPED, PARTIALLY_SHIPPED, PREPARING, RECEIVED] = ORDER_STATUS

function statusOf(order: QueriedOrderPage): OrderStatus {
  const fulfillment = order.fulfillment_status ?? ""
  return order.status === "canceled"
    ? CANCELED
    : fulfillment === "delivered" || fulfillment === "partially_delivered"
      ? DELIVERED
      : fulfillment === "shipped"
        ? SHIPPED
        : fulfillment === "partially_shipped"
          ? PARTIALLY_SHIPPED
          : ["captured", "partially_captured", "authorized", "partially_refunded", "refunded"].includes(order.payment_status ?? "")
            ? PREPARING
            : RECEIVED
}

const amount = (value: Maybe<Amount> | undefined) => Number(value?.valueOf() ?? 0)

/**
 * The order page: the order's lines, totals, delivery address and status, with the buyer's signed
 * links to withdraw and to review each product, for whoever holds the order's link.
 */
export function orderPageView(order: QueriedOrderPage) {
  const lines = (order.items ?? []).filter((line): line is QueriedLine => line != null)
  const address = order.shipping_address ?? {}
  return {
    display_id: Number(order.display_id),
    created_at: new Date(order.created_at ?? Date.now()).toISOString(),
    email: order.email ?? "",
    status: statusOf(order),
    // the fields order-summary's totalsOf reads
    total: amount(order.total),
    tax_total: amount(order.tax_total),
    original_item_total: amount(order.original_item_total),
    shipping_total: amount(order.shipping_total),
    shipping_methods: (order.shipping_methods ?? []).filter(Boolean).map((method) => ({ name: method?.name ?? "", total: amount(method?.total) })),
    items: lines.map((line) => ({
      id: line.id,
      product_title: line.product_title ?? line.title ?? "",
      variant_title: line.variant_title ?? null,
      thumbnail: line.thumbnail ?? null,
      quantity: amount(line.quantity),
      original_total: amount(line.original_total),
      total: amount(line.total),
      discount_total: amount(line.discount_total),
      adjustments: (line.adjustments ?? []).filter(Boolean).map((adjustment) => ({ code: adjustment?.code ?? null, amount: amount(adjustment?.amount) })),
    })),
    // the buyer's signed link to review each product, as in the confirmation e-mail
    review_links: lines.flatMap((line) =>
      line.product_id
        ? [
            {
              line_item_id: line.id,
              product_id: line.product_id,
              product_title: line.product_title ?? "",
              token: reviewToken({ order_id: order.id, line_item_id: line.id, product_id: line.product_id }),
            },
          ]
        : []
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
    withdrawal_token: order.status === "canceled" ? null : withdrawalToken({ order_id: order.id, email: order.email ?? "" }),
  }
}

export type OrderPageView = ReturnType<typeof orderPageView>
