import type { Amount, Maybe } from "../../lib/queried"

/** What the overview reads of each customer, and of each order (one query each, whatever the number of customers). */
export const OVERVIEW_CUSTOMER_FIELDS = ["id", "email", "first_name", "last_name", "has_account", "created_at"] as const
export const OVERVIEW_ORDER_FIELDS = [
  "id",
  "customer_id",
  "status",
  "created_at",
  "payment_collections.captured_amount",
  "payment_collections.refunded_amount",
] as const

/** How the overview can be sorted: by spend, orders or last order, `-` for the largest or latest first. */
export const CUSTOMER_OVERVIEW_SORTS = ["-spend", "spend", "-orders", "orders", "-last_order_at", "last_order_at"] as const
export type CustomerOverviewSort = (typeof CUSTOMER_OVERVIEW_SORTS)[number]

type QueriedCustomer = {
  id: string
  email?: Maybe<string>
  first_name?: Maybe<string>
  last_name?: Maybe<string>
  has_account?: Maybe<boolean>
  created_at?: Maybe<string | Date>
}
type QueriedOrder = {
  customer_id?: Maybe<string>
  status?: Maybe<string>
  created_at?: Maybe<string | Date>
  payment_collections?: Maybe<Maybe<{ captured_amount?: Maybe<Amount>; refunded_amount?: Maybe<Amount> }>[]>
}

const cents = (amount: Maybe<Amount>) => Math.round(Number(amount ?? 0) * 100)

/** A row of the customers overview: who, how many orders (not cancelled), spend in euros (paid less refunded) and the last order's date. */
export type CustomerOverviewRow = {
  id: string
  name: string
  email: string | null
  has_account: boolean
  orders: number
  spend: number
  last_order_at: string | null
}

/** Each customer (whose name or address holds `search`, when given) with their orders counted and their money summed, sorted as asked (ties by e-mail address). */
export function customersOverview(
  customers: QueriedCustomer[],
  orders: QueriedOrder[],
  sort: CustomerOverviewSort,
  search?: string,
): CustomerOverviewRow[] {
  const totals = new Map<string, { orders: number; spendCents: number; last: number | null }>()
  for (const order of orders) {
    if (!order.customer_id) continue
    const total = totals.get(order.customer_id) ?? { orders: 0, spendCents: 0, last: null }
    if (order.status !== "canceled") total.orders += 1
    for (const collection of order.payment_collections ?? [])
      total.spendCents += cents(collection?.captured_amount) - cents(collection?.refunded_amount)
    const placed = order.created_at ? new Date(order.created_at).getTime() : null
    if (placed !== null && (total.last === null || placed > total.last)) total.last = placed
    totals.set(order.customer_id, total)
  }
  const rows = customers.map((customer): CustomerOverviewRow => {
    const total = totals.get(customer.id)
    return {
      id: customer.id,
      name: [customer.first_name, customer.last_name].filter(Boolean).join(" "),
      email: customer.email ?? null,
      has_account: Boolean(customer.has_account),
      orders: total?.orders ?? 0,
      spend: (total?.spendCents ?? 0) / 100,
      last_order_at: total?.last ? new Date(total.last).toISOString() : null,
    }
  })
  const words = (search ?? "").toLowerCase().split(/\s+/).filter(Boolean)
  const found = rows.filter((row) => words.every((word) => `${row.name} ${row.email ?? ""}`.toLowerCase().includes(word)))
  const key = sort.replace("-", "") as "spend" | "orders" | "last_order_at"
  const direction = sort.startsWith("-") ? -1 : 1
  const value = (row: CustomerOverviewRow) => (key === "last_order_at" ? (row.last_order_at ? Date.parse(row.last_order_at) : 0) : row[key])
  return found.sort((a, b) => direction * (value(a) - value(b)) || (a.email ?? "").localeCompare(b.email ?? ""))
}
