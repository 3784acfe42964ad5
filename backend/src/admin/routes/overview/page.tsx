import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ChartBar } from "@medusajs/icons"
import { Container, Heading, Input, Label, Select, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useSearchParams } from "react-router-dom"
import { OVERVIEW_BUCKETS, type OverviewBucket } from "../../../workflows/sales-overview/overview-buckets"
import type { SalesOverview } from "../../../workflows/sales-overview/sales-overview"
import { breadcrumb } from "../../lib/breadcrumb"
import { ErrorText } from "../../lib/error-text"
import { formatEurosAdmin } from "../../lib/format-euros"
import { sdk } from "../../lib/sdk"

const TITLE = "Overview"

const SALES_OVERVIEW = "/admin/sales-overview"

const BUCKET_LABELS: Record<OverviewBucket, string> = { day: "Per day", week: "Per week", month: "Per month" }

const euros = formatEurosAdmin

const isBucket = (value: string | null): value is OverviewBucket => OVERVIEW_BUCKETS.some((bucket) => bucket === value)

/** The seller's week at a glance: orders, revenue, average order and refunds per day, week or month, and the best sellers. */
const OverviewPage = () => {
  const [params, setParams] = useSearchParams()
  const period = params.get("period")
  const asked = params.get("by")
  const by: OverviewBucket = isBucket(asked) ? asked : "day"
  const { data, error } = useQuery({
    queryKey: [SALES_OVERVIEW, period, by],
    queryFn: () => sdk.client.fetch<{ overview: SalesOverview }>(SALES_OVERVIEW, { query: { ...(period ? { period } : {}), by } }),
  })
  const overview = data?.overview
  const set = (next: Record<string, string>) => setParams({ ...(period ? { period } : {}), by, ...next })
  return (
    <Container className="divide-y p-0">
      <div className="flex flex-wrap items-end justify-between gap-4 px-6 py-4">
        <div>
          <Heading level="h1">{TITLE}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            From the invoices and credit notes issued in the month, as the VAT report counts them. Amounts include VAT.
          </Text>
        </div>
        <div className="flex items-end gap-4">
          <div>
            <Label htmlFor="overview-month" size="small">
              Month
            </Label>
            <Input
              id="overview-month"
              type="month"
              value={period ?? overview?.period ?? ""}
              onChange={(event) => event.target.value && set({ period: event.target.value })}
            />
          </div>
          <div>
            <Label htmlFor="overview-by" size="small">
              Group
            </Label>
            <Select value={by} onValueChange={(value) => set({ by: value })}>
              <Select.Trigger id="overview-by">
                <Select.Value />
              </Select.Trigger>
              <Select.Content>
                {OVERVIEW_BUCKETS.map((bucket) => (
                  <Select.Item key={bucket} value={bucket}>
                    {BUCKET_LABELS[bucket]}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select>
          </div>
        </div>
      </div>
      <ErrorText error={error} className="px-6 py-4" />
      {overview && (
        <>
          <div className="grid grid-cols-2 gap-4 px-6 py-4 md:grid-cols-5" data-testid="overview-totals">
            {[
              ["Orders", String(overview.totals.orders)],
              ["Revenue", euros(overview.totals.revenue)],
              ["Average order", euros(overview.totals.average_order)],
              ["Refunds", euros(overview.totals.refunds)],
              ["Kept", euros(overview.totals.kept)],
            ].map(([label, value]) => (
              <div key={label}>
                <Text size="small" className="text-ui-fg-subtle">
                  {label}
                </Text>
                <Text size="xlarge" weight="plus">
                  {value}
                </Text>
              </div>
            ))}
          </div>
          <Table>
            <Table.Header>
              <Table.Row>
                {[
                  by === "week" ? "Week of" : by === "month" ? "Month" : "Day",
                  "Orders",
                  "Revenue",
                  "Average order",
                  "Refunds",
                  "Kept",
                ].map((column) => (
                  <Table.HeaderCell key={column}>{column}</Table.HeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {overview.rows.map((row) => (
                <Table.Row key={row.starts}>
                  <Table.Cell>{row.starts}</Table.Cell>
                  <Table.Cell>{row.orders}</Table.Cell>
                  <Table.Cell>{euros(row.revenue)}</Table.Cell>
                  <Table.Cell>{euros(row.average_order)}</Table.Cell>
                  <Table.Cell>{euros(row.refunds)}</Table.Cell>
                  <Table.Cell>{euros(row.kept)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
          <div className="px-6 py-4">
            <Heading level="h2">Top products</Heading>
          </div>
          <Table>
            <Table.Header>
              <Table.Row>
                {["Product", "Sold", "Revenue"].map((column) => (
                  <Table.HeaderCell key={column}>{column}</Table.HeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {overview.top_products.map((product) => (
                <Table.Row key={product.title}>
                  <Table.Cell>{product.title}</Table.Cell>
                  <Table.Cell>{product.quantity}</Table.Cell>
                  <Table.Cell>{euros(product.revenue)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </>
      )}
    </Container>
  )
}

export const config = defineRouteConfig({ label: TITLE, icon: ChartBar })

export const handle = breadcrumb(TITLE)

export default OverviewPage
