import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Users } from "@medusajs/icons"
import { Badge, createDataTableColumnHelper, type DataTableSortingState } from "@medusajs/ui"
import { Link } from "react-router-dom"
import type { CustomerOverviewRow } from "../../../workflows/customer/customers-overview"
import { useAdminTable } from "../../lib/admin-list"
import { breadcrumb } from "../../lib/breadcrumb"
import { DateCell } from "../../lib/format-date"
import { formatEurosAdmin } from "../../lib/format-euros"
import { AdminListPage } from "../../lib/list-page"

const TITLE = "Customers overview"

const CUSTOMERS_OVERVIEW = "/admin/customers-overview"

/** The largest spend first */
const DEFAULT_ORDER: DataTableSortingState = { id: "spend", desc: true }

const columnHelper = createDataTableColumnHelper<CustomerOverviewRow>()

const columns = [
  columnHelper.accessor("name", {
    header: "Customer",
    cell: ({ row }) => (
      <Link to={`/customers/${row.original.id}`} className="flex flex-col">
        <span className="text-ui-fg-interactive hover:underline">{row.original.name || row.original.email}</span>
        <span className="text-ui-fg-subtle">{row.original.email}</span>
      </Link>
    ),
  }),
  columnHelper.accessor("has_account", {
    header: "Account",
    cell: ({ getValue }) => (
      <Badge size="2xsmall" color={getValue() ? "green" : "grey"}>
        {getValue() ? "Account" : "Guest"}
      </Badge>
    ),
  }),
  columnHelper.accessor("orders", { header: "Orders", enableSorting: true, sortAscLabel: "Fewest first", sortDescLabel: "Most first" }),
  columnHelper.accessor("spend", {
    header: "Spend",
    enableSorting: true,
    sortAscLabel: "Least first",
    sortDescLabel: "Most first",
    cell: ({ getValue }) => formatEurosAdmin(getValue()),
  }),
  columnHelper.accessor("last_order_at", {
    header: "Last order",
    enableSorting: true,
    sortAscLabel: "Oldest first",
    sortDescLabel: "Newest first",
    cell: ({ getValue }) => <DateCell date={getValue()} />,
  }),
]

/**
 * Every customer (guests too, named after their order's address) with the number of orders, the
 * spend (paid less refunded, in euros, VAT included) and the last order's date; the largest spend
 * first, sortable by spend, orders or last order.
 */
const CustomersOverviewPage = () => {
  const { table, error } = useAdminTable<CustomerOverviewRow, "customers">("customers", {
    path: CUSTOMERS_OVERVIEW,
    columns,
    search: true,
    sort: DEFAULT_ORDER,
  })
  return (
    <AdminListPage
      title={TITLE}
      description="Every customer, guests too, with their orders (not cancelled), what they spent (paid less refunded, VAT included) and their last order."
      error={error}
      table={table}
      plural="customers"
      searchPlaceholder="Name or e-mail"
      empty={{ heading: "No customers yet" }}
    />
  )
}

export const config = defineRouteConfig({ label: TITLE, icon: Users })

export const handle = breadcrumb(TITLE)

export default CustomersOverviewPage
