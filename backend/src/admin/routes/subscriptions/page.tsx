import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ArrowPath } from "@medusajs/icons"
import { Badge, Button, Table, Text, toast, usePrompt } from "@medusajs/ui"
import { Link } from "react-router-dom"
import { formatEuros } from "order-summary"
import { setFilters, useAdminList, useUrlParam } from "../../lib/admin-list"
import { ListFilter, ListSearch } from "../../lib/list-filters"
import { DateCell, formatDate } from "../../lib/format-date"
import { AdminListPage } from "../../lib/list-page"
import { STATUS_COLORS, STATUS_LABELS, SUBSCRIPTIONS, type AdminSubscription } from "../../lib/subscriptions"
import { useAdminAction } from "../../lib/use-admin-action"
import { breadcrumb } from "../../lib/breadcrumb"

const TITLE = "Subscriptions"

/** The seller's subscribers: what to ship each month, the orders each subscription made, and cancel. */
const SubscriptionsPage = () => {
  const [q] = useUrlParam("q")
  const [status] = useUrlParam("status")
  const list = useAdminList<AdminSubscription, "subscriptions">(SUBSCRIPTIONS, "subscriptions", setFilters({ q, status }))
  const cancelling = useAdminAction(SUBSCRIPTIONS)
  const prompt = usePrompt()

  const cancel = async (subscription: AdminSubscription) => {
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
      }
    )
  }

  return (
    <AdminListPage
      toolbar={
        <>
          <ListSearch placeholder="E-mail address" />
          <ListFilter
            name="status"
            label="Status"
            options={[
              { value: "active", label: "Active" },
              { value: "paused", label: "Paused" },
              { value: "cancelled", label: "Cancelled" },
            ]}
          />
        </>
      }
      title={TITLE}
      description="Newest first. Each active subscription is delivered and charged monthly on its next renewal; every renewal makes an order."
      columns={["Status", "Customer", "Lines", "Next renewal", "Orders", ""]}
      list={list}
      noun="subscription"
    >
      {list.rows.map((subscription) => (
        <Table.Row key={subscription.id} data-testid="subscription-row">
          <Table.Cell>
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
          </Table.Cell>
          <Table.Cell>
            <Text size="small">{subscription.customer_name}</Text>
            <Text size="xsmall" className="text-ui-fg-subtle">
              {subscription.email}
            </Text>
          </Table.Cell>
          <Table.Cell className="whitespace-normal">
            <ul className="py-2">
              {subscription.lines.map((line, index) => (
                <li key={`${line.title}-${index}`}>
                  {line.quantity} × {line.title} ({formatEuros(line.unit_price)})
                </li>
              ))}
            </ul>
          </Table.Cell>
          <Table.Cell>
            <DateCell date={subscription.next_renewal_at} />
          </Table.Cell>
          <Table.Cell className="whitespace-normal">
            {subscription.orders.length === 0
              ? "-"
              : subscription.orders.map((order, index) => (
                  <span key={order.id}>
                    {index > 0 && ", "}
                    <Link to={`/orders/${order.id}`} className="text-ui-fg-interactive hover:underline" title={formatDate(order.created_at)}>
                      #{order.display_id}
                    </Link>
                  </span>
                ))}
          </Table.Cell>
          <Table.Cell>
            {subscription.status !== "cancelled" && (
              <Button size="small" variant="danger" isLoading={cancelling.isPending && cancelling.variables?.path.includes(subscription.id)} onClick={() => cancel(subscription)}>
                Cancel
              </Button>
            )}
          </Table.Cell>
        </Table.Row>
      ))}
    </AdminListPage>
  )
}

export const config = defineRouteConfig({ label: TITLE, icon: ArrowPath })

export const handle = breadcrumb(TITLE)

export default SubscriptionsPage
