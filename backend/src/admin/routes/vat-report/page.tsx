import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ReceiptPercent } from "@medusajs/icons"
import { Container, Heading, Input, Label, Select, Switch, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { countryName } from "order-summary/addresses"
import { useSearchParams } from "react-router-dom"
import type { VatScheme } from "../../../lib/books/eu-vat"
import type { VatReport } from "../../../workflows/vat-report/vat-report"
import { breadcrumb } from "../../lib/breadcrumb"
import { ErrorText } from "../../lib/error-text"
import { formatEurosAdmin } from "../../lib/format-euros"
import { sdk } from "../../lib/sdk"
import { useAdminAction } from "../../lib/use-admin-action"

const TITLE = "VAT report"

const VAT_REPORT = "/admin/vat-report"
const VAT_SCHEME = "/admin/vat-scheme"

const KIND_LABELS = { domestic: "Netherlands (Dutch VAT)", oss: "One-Stop Shop (OSS)", export: "Export outside the EU (0%)" } as const

const euros = formatEurosAdmin

/** The quarters of this year and the two before, newest first ("2026-Q4"). */
function recentQuarters(now = new Date()): string[] {
  const year = now.getFullYear()
  return [year, year - 1, year - 2].flatMap((y) => [4, 3, 2, 1].map((quarter) => `${y}-Q${quarter}`))
}

/** The switch between VAT by the customer's country (OSS) and Dutch VAT everywhere (below the threshold). */
function VatSchemeSwitch() {
  const { data, error } = useQuery({ queryKey: [VAT_SCHEME], queryFn: () => sdk.client.fetch<{ scheme: VatScheme }>(VAT_SCHEME) })
  const action = useAdminAction(VAT_SCHEME)
  const domestic = data?.scheme === "domestic"
  return (
    <div className="flex flex-col gap-1 px-6 py-4">
      <div className="flex items-center gap-x-2">
        <Switch
          id="vat-scheme-domestic"
          checked={domestic}
          disabled={!data || action.isPending}
          onCheckedChange={(checked) => action.mutate({ path: VAT_SCHEME, body: { scheme: checked ? "domestic" : "oss" } })}
        />
        <Label htmlFor="vat-scheme-domestic" size="small">
          Charge Dutch VAT on all EU sales (distance sales to EU consumers below €10,000 a year)
        </Label>
      </div>
      <Text size="small" className="text-ui-fg-subtle">
        {domestic
          ? "Every EU order carries Dutch VAT and is declared in the Dutch VAT return."
          : "Every EU order carries the VAT of the customer's country, declared through the One-Stop Shop (OSS); the rates are the tax regions' (Settings → Tax Regions)."}
      </Text>
      <ErrorText error={error ?? action.error} />
    </div>
  )
}

/** A month's or a quarter's VAT return from the invoices and credit notes issued in it, on screen and as a CSV for the bookkeeper. */
const VatReportPage = () => {
  const [params, setParams] = useSearchParams()
  // without one, the server's current month: periods begin and end in the shop's time zone
  const asked = params.get("period")
  const { data, error } = useQuery({
    queryKey: [VAT_REPORT, asked],
    queryFn: () => sdk.client.fetch<{ report: VatReport }>(VAT_REPORT, { query: asked ? { period: asked } : {} }),
  })
  const report = data?.report
  const period = asked ?? report?.period ?? ""
  const isQuarter = period.includes("Q")
  return (
    <Container className="divide-y p-0">
      <div className="flex flex-wrap items-end justify-between gap-4 px-6 py-4">
        <div>
          <Heading level="h1">{TITLE}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            From the invoices and credit notes issued in the period: a credit note counts when it is issued, so a period once filed never
            changes.
          </Text>
        </div>
        <div className="flex items-end gap-4">
          <div>
            <Label htmlFor="vat-report-month" size="small">
              Month
            </Label>
            <Input
              id="vat-report-month"
              type="month"
              value={isQuarter ? "" : period}
              onChange={(event) => event.target.value && setParams({ period: event.target.value })}
            />
          </div>
          <div>
            <Label htmlFor="vat-report-quarter" size="small">
              Quarter
            </Label>
            <Select value={isQuarter ? period : undefined} onValueChange={(value) => setParams({ period: value })}>
              <Select.Trigger id="vat-report-quarter">
                <Select.Value placeholder="Quarter" />
              </Select.Trigger>
              <Select.Content>
                {recentQuarters().map((quarter) => (
                  <Select.Item key={quarter} value={quarter}>
                    {quarter}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select>
          </div>
          {/* a plain link: the browser downloads with the admin's session */}
          {period && (
            <a href={`${VAT_REPORT}?period=${period}&format=csv`} download className="txt-compact-small-plus text-ui-fg-interactive">
              Download CSV
            </a>
          )}
        </div>
      </div>
      <VatSchemeSwitch />
      <ErrorText error={error} className="px-6 py-4" />
      {report && (
        <>
          <Text size="small" className="px-6 py-4" data-testid="vat-report-counts">
            {report.invoices} {report.invoices === 1 ? "invoice" : "invoices"}, {report.credit_notes}{" "}
            {report.credit_notes === 1 ? "credit note" : "credit notes"} issued in {report.period}.
          </Text>
          <Table>
            <Table.Header>
              <Table.Row>
                {["Kind", "Country", "VAT rate", "Without VAT", "VAT", "With VAT"].map((column) => (
                  <Table.HeaderCell key={column}>{column}</Table.HeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {report.rows.map((row) => (
                <Table.Row key={`${row.kind}-${row.country_code}-${row.rate}`}>
                  <Table.Cell>{KIND_LABELS[row.kind]}</Table.Cell>
                  <Table.Cell>{countryName(row.country_code)}</Table.Cell>
                  <Table.Cell>{row.rate}%</Table.Cell>
                  <Table.Cell>{euros(row.net)}</Table.Cell>
                  <Table.Cell>{euros(row.vat)}</Table.Cell>
                  <Table.Cell>{euros(row.gross)}</Table.Cell>
                </Table.Row>
              ))}
              <Table.Row>
                <Table.Cell>Total</Table.Cell>
                <Table.Cell />
                <Table.Cell />
                <Table.Cell>{euros(report.totals.net)}</Table.Cell>
                <Table.Cell>{euros(report.totals.vat)}</Table.Cell>
                <Table.Cell>{euros(report.totals.gross)}</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table>
        </>
      )}
    </Container>
  )
}

export const config = defineRouteConfig({ label: TITLE, icon: ReceiptPercent })

export const handle = breadcrumb(TITLE)

export default VatReportPage
