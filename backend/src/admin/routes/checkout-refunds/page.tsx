import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ArrowUturnLeft } from "@medusajs/icons"
import { createDataTableColumnHelper } from "@medusajs/ui"
import { AdminListPage } from "../../lib/list-page"
import { useAdminTable } from "../../lib/admin-list"
import { DateCell } from "../../lib/format-date"
import { breadcrumb } from "../../lib/breadcrumb"

const TITLE = "Checkout refunds"

type CheckoutRefund = {
  id: string
  cart_id: string | null
  email: string | null
  /** in cents, as Stripe counts */
  amount: number
  currency_code: string
  reason: string
  stripe_refund_id: string
  created_at: string
}

const money = (refund: CheckoutRefund) =>
  new Intl.NumberFormat("en-IE", { style: "currency", currency: refund.currency_code.toUpperCase() }).format(refund.amount / 100)

const columnHelper = createDataTableColumnHelper<CheckoutRefund>()

const columns = [
  columnHelper.accessor("created_at", { header: "Refunded", cell: ({ getValue }) => <DateCell date={getValue()} /> }),
  columnHelper.accessor("email", { header: "Email", cell: ({ getValue }) => getValue() ?? "" }),
  columnHelper.accessor("amount", { header: "Amount", cell: ({ row }) => money(row.original) }),
  columnHelper.accessor("reason", { header: "Reason", cell: ({ getValue }) => <span className="whitespace-normal">{getValue()}</span> }),
  columnHelper.accessor("stripe_refund_id", { header: "Stripe refund" }),
]

/** Paid Stripe Checkout Sessions that could not become an order and were refunded in full. */
const CheckoutRefundsPage = () => {
  const list = useAdminTable<CheckoutRefund, "checkout_refunds">("checkout_refunds", { path: "/admin/checkout-refunds", columns })
  return (
    <AdminListPage
      title={TITLE}
      description="Newest first. Payments that could not become an order (sold out meanwhile, a refused code) were refunded in full."
      error={list.error}
      table={list.table}
      plural="refunds"
    />
  )
}

export const config = defineRouteConfig({ label: TITLE, icon: ArrowUturnLeft })

export const handle = breadcrumb(TITLE)

export default CheckoutRefundsPage
