import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ReceiptPercent } from "@medusajs/icons"
import { Container, Heading, Input, Label, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { formatCents } from "order-summary"
import { useSearchParams } from "react-router-dom"
import type { VatReport } from "../../../workflows/vat-report/vat-report"
import { ErrorText } from "../../lib/error-text"
import { sdk } from "../../lib/sdk"
import { breadcrumb } from "../../lib/breadcrumb"

const TITLE = "VAT report"

const VAT_REPORT = "/admin/vat-report"

/** A month's VAT per rate after refunds, on screen and as a CSV download for the accountant. */
const VatReportPage = () => {
  const [params, setParams] = useSearchParams()
  // without one, the server's current month: months begin and end in the shop's time zone
  const asked = params.get("month")
  const { data, error } = useQuery({
    queryKey: [VAT_REPORT, asked],
    queryFn: () => sdk.client.fetch<{ report: VatReport }>(VAT_REPORT, { query: asked ? { month: asked } : {} }),
  })
  const report = data?.report
  const month = asked ?? report?.month ?? ""
  return (
    <Container className="divide-y p-0">
      <div className="flex items-end justify-between gap-4 px-6 py-4">
        <div>
          <Heading level="h1">{TITLE}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            Per VAT rate: the paid orders placed in the month, less the refunds made in it, as on each invoice. Amounts include VAT unless said.
          </Text>
        </div>
        <div className="flex items-end gap-4">
          <div>
            <Label htmlFor="vat-report-month" size="small">
              Month
            </Label>
            <Input id="vat-report-month" type="month" value={month} onChange={(event) => event.target.value && setParams({ month: event.target.value })} />
          </div>
          {/* a plain link: the browser downloads with the admin's session */}
          {month && (
            <a href={`${VAT_REPORT}?month=${month}&format=csv`} download className="txt-compact-small-plus text-ui-fg-interactive">
              Download CSV
            </a>
          )}
        </div>
      </div>
      <ErrorText error={error} className="px-6 py-4" />
      {report && (
        <>
          <Text size="small" className="px-6 py-4">
            {report.orders} paid {report.orders === 1 ? "order" : "orders"}, {report.refunds} {report.refunds === 1 ? "refund" : "refunds"}.
          </Text>
          <Table>
            <Table.Header>
              <Table.Row>
                {["VAT rate", "Sales", "VAT on sales", "Refunds", "VAT refunded", "After refunds", "Without VAT", "VAT due"].map((column) => (
                  <Table.HeaderCell key={column}>{column}</Table.HeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {report.rows.map((row) => (
                <Table.Row key={row.rate}>
                  <Table.Cell>{row.rate}%</Table.Cell>
                  <Table.Cell>{formatCents(row.sales.grossCents)}</Table.Cell>
                  <Table.Cell>{formatCents(row.sales.vatCents)}</Table.Cell>
                  <Table.Cell>{formatCents(row.refunds.grossCents)}</Table.Cell>
                  <Table.Cell>{formatCents(row.refunds.vatCents)}</Table.Cell>
                  <Table.Cell>{formatCents(row.after_refunds.grossCents)}</Table.Cell>
                  <Table.Cell>{formatCents(row.after_refunds.netCents)}</Table.Cell>
                  <Table.Cell>{formatCents(row.after_refunds.vatCents)}</Table.Cell>
                </Table.Row>
              ))}
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
