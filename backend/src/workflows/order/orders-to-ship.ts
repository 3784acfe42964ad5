import { OrderStatus } from "@medusajs/framework/utils"
import { lineTitle } from "order-summary"
import type { Amount, Maybe } from "../../lib/queried"

/** What the To ship list and the bulk fulfilment read of an order: its state, payment and each line's unfulfilled quantity. */
export const ORDER_TO_SHIP_FIELDS = [
  "id",
  "display_id",
  "status",
  "created_at",
  "email",
  "total",
  "shipping_address.first_name",
  "shipping_address.last_name",
  "shipping_address.city",
  "shipping_address.country_code",
  // an order line's quantities live in its detail: asked for whole, as Medusa's own order routes do
  "items.*",
  "items.detail.*",
  "payment_collections.status",
  "payment_collections.amount",
  "payment_collections.captured_amount",
] as const

/** The order statuses that can still be shipped (not cancelled, archived, completed or a draft). */
export const OPEN_ORDER_STATUSES = [OrderStatus.PENDING, OrderStatus.REQUIRES_ACTION]

/** An order as Query returns `ORDER_TO_SHIP_FIELDS`. */
export type QueriedOrderToShip = {
  id: string
  display_id?: Maybe<number | string>
  status?: Maybe<string>
  created_at?: Maybe<string | Date>
  email?: Maybe<string>
  total: Amount
  shipping_address?: Maybe<{ first_name?: Maybe<string>; last_name?: Maybe<string>; city?: Maybe<string>; country_code?: Maybe<string> }>
  items?: Maybe<
    Maybe<{
      id: string
      title?: Maybe<string>
      product_title?: Maybe<string>
      variant_title?: Maybe<string>
      detail?: Maybe<{ quantity: Amount; fulfilled_quantity: Amount }>
    }>[]
  >
  payment_collections?: Maybe<Maybe<{ status?: Maybe<string>; amount: Amount; captured_amount?: Maybe<Amount> }>[]>
}

const cents = (amount: Maybe<Amount>) => Math.round(Number(amount ?? 0) * 100)

/** The lines still to send and how many of each (ordered less fulfilled), by title: the database answers them in no set order. */
export function unfulfilledItems(order: QueriedOrderToShip) {
  return (order.items ?? [])
    .flatMap((item) => {
      const left = item?.detail ? Number(item.detail.quantity) - Number(item.detail.fulfilled_quantity) : 0
      return item && left > 0 ? [{ id: item.id, title: lineTitle(item), quantity: left }] : []
    })
    .sort((a, b) => a.title.localeCompare(b.title, "en"))
}

/** Paid: every payment collection that is not cancelled captured in full. */
function isPaid(order: QueriedOrderToShip) {
  const collections = (order.payment_collections ?? []).filter((collection) => collection && collection.status !== "canceled")
  return (
    collections.length > 0 && collections.every((collection) => collection && cents(collection.captured_amount) >= cents(collection.amount))
  )
}

/** Why an order cannot be fulfilled now, in the seller's words; null when it can. */
export function whyNotToShip(order: QueriedOrderToShip): string | null {
  if (order.status === "canceled") return "it is cancelled"
  if (!OPEN_ORDER_STATUSES.some((status) => status === order.status)) return `it is ${order.status}`
  if (!isPaid(order)) return "it is not paid"
  if (unfulfilledItems(order).length === 0) return "it is fulfilled already"
  return null
}

/** A row of the To ship list: the order, who it goes to and what goes in the parcel. */
export function orderToShip(order: QueriedOrderToShip) {
  const address = order.shipping_address
  return {
    id: order.id,
    display_id: Number(order.display_id),
    created_at: order.created_at ? new Date(order.created_at).toISOString() : null,
    email: order.email ?? null,
    name: [address?.first_name, address?.last_name].filter(Boolean).join(" "),
    city: address?.city ?? null,
    country_code: address?.country_code ?? null,
    total: Number(order.total),
    items: unfulfilledItems(order).map(({ title, quantity }) => ({ title, quantity })),
  }
}

export type OrderToShip = ReturnType<typeof orderToShip>

/** The answer of the bulk fulfilment: the orders fulfilled, and each refused one with its reason. */
export type BulkFulfilment = {
  fulfilled: { id: string; display_id: number }[]
  refused: { id: string; display_id: number; reason: string }[]
}
