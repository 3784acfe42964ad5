import type { IssuedDocument } from "../../lib/books/issued-document"
import type { VatKind } from "../../lib/books/eu-vat"

/** One line of the VAT return: sales of one kind, to one country, at one rate, after credit notes (euros). */
export type VatReportRow = { kind: VatKind; country_code: string; rate: number; net: number; vat: number; gross: number }

export type VatReport = {
  period: string
  invoices: number
  credit_notes: number
  rows: VatReportRow[]
  totals: { net: number; vat: number; gross: number }
}

const KIND_ORDER: VatKind[] = ["domestic", "oss", "export"]
const euros = (cents: number) => Math.round(cents) / 100

/**
 * The VAT return of a period, built from the documents issued in it and nothing else: each invoice's
 * VAT per rate, less each credit note's, by kind (Dutch sales, OSS sales per country and rate, the
 * layout of the OSS return, and exports). A credit note counts in the period it was issued in, so a
 * period once filed never changes.
 */
export function vatReport(period: string, documents: IssuedDocument[]): VatReport {
  const rows = new Map<string, { kind: VatKind; country_code: string; rate: number; net: number; vat: number; gross: number }>()
  for (const document of documents) {
    const sign = document.type === "credit_note" ? -1 : 1
    for (const rate of document.by_rate) {
      const key = `${document.vat.kind}|${document.vat.country_code}|${rate.rate}`
      const row = rows.get(key) ?? {
        kind: document.vat.kind,
        country_code: document.vat.country_code,
        rate: rate.rate,
        net: 0,
        vat: 0,
        gross: 0,
      }
      row.net += sign * rate.netCents
      row.vat += sign * rate.vatCents
      row.gross += sign * rate.grossCents
      rows.set(key, row)
    }
  }
  const sorted = [...rows.values()].sort(
    (a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.country_code.localeCompare(b.country_code) || b.rate - a.rate,
  )
  const sum = (pick: (row: VatReportRow) => number) => sorted.reduce((total, row) => total + pick(row), 0)
  return {
    period,
    invoices: documents.filter((document) => document.type === "invoice").length,
    credit_notes: documents.filter((document) => document.type === "credit_note").length,
    rows: sorted.map((row) => ({ ...row, net: euros(row.net), vat: euros(row.vat), gross: euros(row.gross) })),
    totals: { net: euros(sum((row) => row.net)), vat: euros(sum((row) => row.vat)), gross: euros(sum((row) => row.gross)) },
  }
}

/** The report as a CSV file for the bookkeeper: one line per kind, country and rate, amounts in euros. */
export function vatReportCsv(report: VatReport): string {
  const header = ["period", "kind", "country_code", "vat_rate", "net", "vat", "gross"]
  const lines = report.rows.map((row) =>
    [report.period, row.kind, row.country_code, String(row.rate), ...[row.net, row.vat, row.gross].map((value) => value.toFixed(2))].join(
      ",",
    ),
  )
  return [header.join(","), ...lines].join("\r\n") + "\r\n"
}
