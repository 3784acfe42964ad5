import type { VatRow } from "order-summary"
import type { ShopTotals } from "../order/shop-totals"

type Money = { grossCents: number; vatCents: number; netCents: number }

/** One VAT rate's month: what was sold at it (VAT included), what was refunded, and what stays. */
export type VatReportRow = { rate: number; sales: Money; refunds: Money; after_refunds: Money }

export type VatReport = { month: string; orders: number; refunds: number; rows: VatReportRow[] }

const none = (): Money => ({ grossCents: 0, vatCents: 0, netCents: 0 })
const add = (money: Money, row: VatRow) => {
  money.grossCents += row.grossCents
  money.vatCents += row.vatCents
  money.netCents += row.netCents
}
/** Whether a time falls in the period; its ends may arrive as ISO strings (a workflow passes its data as JSON). */
const within = (iso: string | null, { start, end }: { start: Date | string; end: Date | string }) =>
  iso !== null && new Date(iso).getTime() >= new Date(start).getTime() && new Date(iso).getTime() < new Date(end).getTime()

/**
 * The VAT of a month per rate, after refunds: the sales of the paid orders placed in the month (each
 * order's VAT per rate as its invoice states it) less the refunds made in the month (each shared
 * over its order's rates as the invoice states it), in cents. `orders`: the month's orders and the
 * orders refunded in it.
 */
export function vatReport(month: string, period: { start: Date | string; end: Date | string }, orders: ShopTotals[]): VatReport {
  const byRate = new Map<number, VatReportRow>()
  const rowOf = (rate: number) => {
    const row = byRate.get(rate) ?? { rate, sales: none(), refunds: none(), after_refunds: none() }
    byRate.set(rate, row)
    return row
  }
  let sold = 0
  let refunded = 0
  for (const order of orders) {
    if (order.captured_cents > 0 && within(order.placed_at, period)) {
      sold += 1
      for (const rate of order.vat_by_rate) add(rowOf(rate.rate).sales, rate)
    }
    for (const refund of order.refunds.filter((refund) => within(refund.created_at, period))) {
      refunded += 1
      for (const rate of refund.by_rate) add(rowOf(rate.rate).refunds, rate)
    }
  }
  const rows = [...byRate.values()]
    .sort((a, b) => b.rate - a.rate)
    .map((row) => ({
      ...row,
      after_refunds: {
        grossCents: row.sales.grossCents - row.refunds.grossCents,
        vatCents: row.sales.vatCents - row.refunds.vatCents,
        netCents: row.sales.netCents - row.refunds.netCents,
      },
    }))
  return { month, orders: sold, refunds: refunded, rows }
}

const decimals = (cents: number) => (cents / 100).toFixed(2)

/** The report as a CSV file: one line per rate, amounts in euros with two decimals. */
export function vatReportCsv(report: VatReport): string {
  const header = [
    "month", "vat_rate", "sales_with_vat", "sales_without_vat", "sales_vat",
    "refunds_with_vat", "refunds_without_vat", "refunds_vat",
    "with_vat_after_refunds", "without_vat_after_refunds", "vat_after_refunds",
  ]
  const lines = report.rows.map((row) =>
    [
      report.month, String(row.rate),
      ...[row.sales, row.refunds, row.after_refunds].flatMap((money) => [money.grossCents, money.netCents, money.vatCents].map(decimals)),
    ].join(",")
  )
  return [header.join(","), ...lines].join("\r\n") + "\r\n"
}
