import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ArrowPath } from "@medusajs/icons"
import { Badge, Button, createDataTableColumnHelper, createDataTableFilterHelper, Text, toast, usePrompt } from "@medusajs/ui"
import { Link } from "react-router-dom"
import { formatEuros } from "order-summary"
import { useAdminTable } from "../../lib/admin-list"
import { DateCell, formatDate } from "../../lib/format-date"
import { AdminListPage } from "../../lib/list-page"
import { STATUS_COLORS, STATUS_LABELS, SUBSCRIPTIONS, type AdminSubscription } from "../../lib/subscriptions"
import { useAdminAction } from "../../lib/use-admin-action"
import { breadcrumb } from "../../lib/breadcrumb"

const TITLE = "Subscriptions"

const columnHelper = createDataTableColumnHelper<AdminSubscription>()

const filters = [
  createDataTableFilterHelper<AdminSubscription>().accessor("status", {
    type: "radio",
    label: "Status",
    options: [
      { value: "active", label: "Active" },
      { value: "paused", label: "Paused" },
      { value: "cancelled", label: "Cancelled" },
    ],
  }),
]

/** Cancels one subscription after the seller confirms; the list loads again. */
function CancelButton({ subscription }: { subscription: AdminSubscription }) {
  const cancelling = useAdminAction(SUBSCRIPTIONS)
  const prompt = usePrompt()
  const cancel = async () => {
    const confirmed = await prompt({
      title: "Cancel this subscription?",
      description: `${subscription.customer_name || subscription.email} will get no further delivery and no further charge. The customer is told by e-mail. This cannot be undone.`,
      confirmText: "Cancel subscription",
      cancelText: "Keep it",
      variant: "danger",
    })
    if (!confirmed) return
    cancelling.mutate(
      { path: `${SUBSCRIPTIONS}/${subscription.id}/cancel` },
      {
        onSuccess: () => toast.success("Subscription cancelled"),
        onError: (error) => toast.error(`Not cancelled: ${error.message}`),
      },
    )
  }
  return (
    <Button size="small" variant="danger" isLoading={cancelling.isPending} onClick={cancel}>
      Cancel
    </Button>
  )
}

const columns = [
  columnHelper.accessor("status", {
    header: "Status",
    cell: ({ row: { original: subscription } }) => (
      <div className="flex flex-col items-start gap-1 py-2">
        <Badge color={STATUS_COLORS[subscription.status]}>{STATUS_LABELS[subscription.status]}</Badge>
        {subscription.failed_attempts > 0 && (
          <Text size="xsmall" className="text-ui-fg-error">
            {subscription.failed_attempts} failed payment{subscription.failed_attempts === 1 ? "" : "s"}
          </Text>
        )}
        <Text size="xsmall" className="text-ui-fg-subtle">
          {subscription.payment === "test" ? "Test payment" : "Stripe"}, since {formatDate(subscription.created_at)}
        </Text>
      </div>
    ),
  }),
  columnHelper.accessor("email", {
    header: "Customer",
    cell: ({ row: { original: subscription } }) => (
      <>
        <Text size="small">{subscription.customer_name}</Text>
        <Text size="xsmall" className="text-ui-fg-subtle">
          {subscription.email}
        </Text>
      </>
    ),
  }),
  columnHelper.display({
    id: "lines",
    header: "Lines",
    cell: ({ row: { original: subscription } }) => (
      <ul className="whitespace-normal py-2">
        {subscription.lines.map((line, index) => (
          <li key={`${line.title}-${index}`}>
            {line.quantity} × {line.title} ({formatEuros(line.unit_price)})
          </li>
        ))}
      </ul>
    ),
  }),
  columnHelper.accessor("next_renewal_at", { header: "Next renewal", cell: ({ getValue }) => <DateCell date={getValue()} /> }),
  columnHelper.display({
    id: "orders",
    header: "Orders",
    cell: ({ row: { original: subscription } }) =>
      subscription.orders.length === 0 ? (
        "-"
      ) : (
        <span className="whitespace-normal">
          {subscription.orders.map((order, index) => (
            <span key={order.id}>
              {index > 0 && ", "}
              <Link to={`/orders/${order.id}`} className="text-ui-fg-interactive hover:underline" title={formatDate(order.created_at)}>
                #{order.display_id}
              </Link>
            </span>
          ))}
        </span>
      ),
  }),
  columnHelper.display({
    id: "cancel",
    cell: ({ row: { original: subscription } }) => subscription.status !== "cancelled" && <CancelButton subscription={subscription} />,
  }),
]

/** The seller's subscribers: what to ship each month, the orders each subscription made, and cancel. */
const SubscriptionsPage = () => {
  const list = useAdminTable<AdminSubscription, "subscriptions">("subscriptions", { path: SUBSCRIPTIONS, columns, filters, search: true })

  return (
    <AdminListPage
      title={TITLE}
      description="Newest first. Each active subscription is delivered and charged monthly on its next renewal; every renewal makes an order."
      searchPlaceholder="E-mail address"
      error={list.error}
      table={list.table}
      plural="subscriptions"
    />
  )
}

export const config = defineRouteConfig({ label: TITLE, icon: ArrowPath })

export const handle = breadcrumb(TITLE)

export default SubscriptionsPage
