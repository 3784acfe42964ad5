import { defineRouteConfig } from "@medusajs/admin-sdk"
import { TruckFast } from "@medusajs/icons"
import { createDataTableColumnHelper, createDataTableCommandHelper, Text, toast } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import type { BulkFulfilment, OrderToShip } from "../../../workflows/order/orders-to-ship"
import { useAdminTable } from "../../lib/admin-list"
import { breadcrumb } from "../../lib/breadcrumb"
import { DateCell } from "../../lib/format-date"
import { AdminListPage } from "../../lib/list-page"
import { OrderNumberLink } from "../../lib/order-list-box"
import { sdk } from "../../lib/sdk"

const TITLE = "To ship"

const ORDERS_TO_SHIP = "/admin/orders-to-ship"
const PACKING_SLIPS = "/admin/packing-slips"

const columnHelper = createDataTableColumnHelper<OrderToShip>()

const columns = [
  columnHelper.select(),
  columnHelper.accessor("display_id", {
    header: "Order",
    cell: ({ row }) => <OrderNumberLink id={row.original.id} displayId={row.original.display_id} />,
  }),
  columnHelper.accessor("created_at", { header: "Placed", cell: ({ getValue }) => <DateCell date={getValue()} /> }),
  columnHelper.accessor("name", {
    header: "Customer",
    cell: ({ row }) => (
      <div className="flex flex-col">
        <span>{row.original.name}</span>
        <span className="text-ui-fg-subtle">{row.original.email}</span>
      </div>
    ),
  }),
  columnHelper.accessor("city", {
    header: "Ship to",
    cell: ({ row }) => [row.original.city, row.original.country_code?.toUpperCase()].filter(Boolean).join(", "),
  }),
  columnHelper.accessor("items", {
    header: "Items",
    cell: ({ getValue }) => (
      <ul className="whitespace-normal py-2">
        {getValue().map((item) => (
          <li key={item.title}>
            {item.quantity} × {item.title}
          </li>
        ))}
      </ul>
    ),
  }),
]

/** What the seller reads after a bulk fulfilment: what went, and each order refused with the reason. */
const fulfilmentSummary = ({ fulfilled, refused }: BulkFulfilment) =>
  [
    fulfilled.length ? `Fulfilled ${fulfilled.map((order) => `#${order.display_id}`).join(", ")}.` : "",
    ...refused.map((order) => `#${order.display_id} not fulfilled: ${order.reason}.`),
  ]
    .filter(Boolean)
    .join(" ")

/**
 * The orders to ship (paid, not cancelled, not all sent yet), newest first: select several, then
 * Packing slips (one PDF, a page per order) or Fulfil (each order's unfulfilled items; an order that
 * cannot be fulfilled is named with the reason). Medusa's own order list takes no bulk actions.
 */
const ToShipPage = () => {
  const queryClient = useQueryClient()
  const [summary, setSummary] = useState<BulkFulfilment | null>(null)
  const fulfilling = useMutation({
    mutationFn: (order_ids: string[]) =>
      sdk.client.fetch<BulkFulfilment>(`${ORDERS_TO_SHIP}/fulfil`, { method: "POST", body: { order_ids } }),
    onSuccess: (answer) => {
      setSummary(answer)
      clearSelection()
      if (answer.fulfilled.length) toast.success(`${answer.fulfilled.length} order${answer.fulfilled.length === 1 ? "" : "s"} fulfilled`)
      if (answer.refused.length) toast.warning(`${answer.refused.length} order${answer.refused.length === 1 ? "" : "s"} not fulfilled`)
    },
    onError: (failure) => toast.error(`Not fulfilled: ${failure.message}`),
    // this list, and Medusa's own order list and order pages
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: [ORDERS_TO_SHIP] }), queryClient.invalidateQueries({ queryKey: ["orders"] })]),
  })

  const commandHelper = createDataTableCommandHelper()
  const commands = [
    commandHelper.command({
      label: "Packing slips",
      shortcut: "p",
      action: (selection) => {
        const query = new URLSearchParams(Object.keys(selection).map((id) => ["order_ids", id]))
        // an attachment: the browser downloads it and stays on the page
        window.location.assign(`${PACKING_SLIPS}?${query}`)
      },
    }),
    commandHelper.command({
      label: "Fulfil",
      shortcut: "f",
      action: (selection) => {
        if (!fulfilling.isPending) fulfilling.mutate(Object.keys(selection))
      },
    }),
  ]
  const { table, error, clearSelection } = useAdminTable<OrderToShip, "orders">("orders", { path: ORDERS_TO_SHIP, columns, commands })

  return (
    <AdminListPage
      title={TITLE}
      description="Paid orders with items not fulfilled yet, newest first. Select orders to print their packing slips in one PDF or to fulfil them at once."
      error={error}
      table={table}
      plural="orders"
      empty={{ heading: "Nothing to ship", description: "Every paid order is fulfilled." }}
      notice={
        summary && (
          <Text size="small" className="px-6 py-4" data-testid="fulfilment-summary">
            {fulfilmentSummary(summary)}
          </Text>
        )
      }
    />
  )
}

export const config = defineRouteConfig({ label: TITLE, icon: TruckFast })

export const handle = breadcrumb(TITLE)

export default ToShipPage
