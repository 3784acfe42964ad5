import type { IssuedDocument } from "../../lib/books/issued-document"
import { shopConfig } from "../../lib/shop-config"
import type { OverviewBucket } from "./overview-buckets"

/** One day, week or month: orders invoiced, revenue (VAT included), the average order, refunds credited, what was kept (euros). */
export type OverviewRow = { starts: string; orders: number; revenue: number; average_order: number; refunds: number; kept: number }

export type SalesOverview = {
  period: string
  by: OverviewBucket
  rows: OverviewRow[]
  totals: Omit<OverviewRow, "starts">
  /** the best sellers by revenue: invoiced lines, before credit notes */
  top_products: { title: string; quantity: number; revenue: number }[]
}

const euros = (cents: number) => Math.round(cents) / 100

/** The shop's calendar date of a moment ("2026-11-28"). */
const shopDate = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: shopConfig.timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(iso),
  )

/** The day, week (its Monday) or month a document falls in. */
function bucketOf(iso: string, by: OverviewBucket): string {
  const date = shopDate(iso)
  if (by === "day") return date
  if (by === "month") return date.slice(0, 7)
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7))
  return day.toISOString().slice(0, 10)
}

/**
 * The seller's overview of a period, from the same invoices and credit notes as the VAT report (so
 * its revenue less refunds equals the report's total with VAT): per day, week or month the orders
 * invoiced, their revenue and average, the refunds credited and what was kept, and the top products.
 */
export function salesOverview(period: string, by: OverviewBucket, documents: IssuedDocument[]): SalesOverview {
  const buckets = new Map<string, { orders: number; revenue: number; refunds: number }>()
  const products = new Map<string, { quantity: number; revenue: number }>()
  for (const document of documents) {
    const key = bucketOf(document.issued_at, by)
    const bucket = buckets.get(key) ?? { orders: 0, revenue: 0, refunds: 0 }
    if (document.type === "invoice") {
      bucket.orders += 1
      bucket.revenue += document.total_cents
      for (const line of document.lines) {
        const product = products.get(line.title) ?? { quantity: 0, revenue: 0 }
        product.quantity += line.quantity
        product.revenue += line.total_cents
        products.set(line.title, product)
      }
    } else {
      bucket.refunds += document.total_cents
    }
    buckets.set(key, bucket)
  }
  const row = (starts: string, { orders, revenue, refunds }: { orders: number; revenue: number; refunds: number }): OverviewRow => ({
    starts,
    orders,
    revenue: euros(revenue),
    average_order: orders ? euros(revenue / orders) : 0,
    refunds: euros(refunds),
    kept: euros(revenue - refunds),
  })
  const all = [...buckets.values()].reduce(
    (sum, bucket) => ({ orders: sum.orders + bucket.orders, revenue: sum.revenue + bucket.revenue, refunds: sum.refunds + bucket.refunds }),
    {
      orders: 0,
      revenue: 0,
      refunds: 0,
    },
  )
  const { starts: _all, ...totals } = row("", all)
  return {
    period,
    by,
    rows: [...buckets.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([starts, bucket]) => row(starts, bucket)),
    totals,
    top_products: [...products.entries()]
      .map(([title, product]) => ({ title, quantity: product.quantity, revenue: euros(product.revenue) }))
      .sort((a, b) => b.revenue - a.revenue || a.title.localeCompare(b.title))
      .slice(0, 10),
  }
}
