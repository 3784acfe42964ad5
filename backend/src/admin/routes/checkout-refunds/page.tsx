import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ArrowUturnLeft } from "@medusajs/icons"
import { Table } from "@medusajs/ui"
import { AdminListPage } from "../../lib/list-page"
import { useAdminList } from "../../lib/admin-list"
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

/** Paid Stripe Checkout Sessions that could not become an order and were refunded in full. */
const CheckoutRefundsPage = () => {
  const list = useAdminList<CheckoutRefund, "checkout_refunds">("/admin/checkout-refunds", "checkout_refunds")
  return (
    <AdminListPage
      title={TITLE}
      description="Newest first. Payments that could not become an order (sold out meanwhile, a refused code) were refunded in full."
      columns={["Refunded", "Email", "Amount", "Reason", "Stripe refund"]}
      list={list}
      noun="refund"
    >
      {list.rows.map((refund) => (
        <Table.Row key={refund.id}>
          <Table.Cell>
            <DateCell date={refund.created_at} />
          </Table.Cell>
          <Table.Cell>{refund.email ?? ""}</Table.Cell>
          <Table.Cell>{money(refund)}</Table.Cell>
          <Table.Cell className="whitespace-normal">{refund.reason}</Table.Cell>
          <Table.Cell>{refund.stripe_refund_id}</Table.Cell>
        </Table.Row>
      ))}
    </AdminListPage>
  )
}

export const config = defineRouteConfig({ label: TITLE, icon: ArrowUturnLeft })

export const handle = breadcrumb(TITLE)

export default CheckoutRefundsPage
