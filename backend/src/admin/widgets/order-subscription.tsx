import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Container, Heading, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { Link } from "react-router-dom"
import { ErrorText } from "../lib/error-text"
import { formatDate } from "../lib/format-date"
import { sdk } from "../lib/sdk"
import { STATUS_COLORS, STATUS_LABELS, SUBSCRIPTIONS, type AdminSubscription } from "../lib/subscriptions"

/**
 * On an order made by a subscription's monthly renewal (metadata renewal, subscription_id): which
 * subscription, and how it stands now. Nothing on other orders.
 */
function OrderSubscriptionWidget({ data: order }: DetailWidgetProps<AdminOrder>) {
  const subscriptionId = typeof order.metadata?.subscription_id === "string" ? order.metadata.subscription_id : null
  const renewal = order.metadata?.renewal === true
  const { data, error } = useQuery({
    queryKey: [SUBSCRIPTIONS, subscriptionId],
    queryFn: () => sdk.client.fetch<{ subscription: AdminSubscription }>(`${SUBSCRIPTIONS}/${subscriptionId}`),
    enabled: Boolean(subscriptionId && renewal),
  })
  const subscription = data?.subscription

  if (!subscriptionId || !renewal) return null
  return (
    <Container className="flex flex-col gap-2 px-6 py-4" data-testid="order-renewal">
      <div className="flex items-center gap-2">
        <Heading level="h2" className="break-all">
          Renewal of subscription {subscriptionId}
        </Heading>
        {subscription && <Badge color={STATUS_COLORS[subscription.status]}>{STATUS_LABELS[subscription.status]}</Badge>}
      </div>
      <Text size="small" className="text-ui-fg-subtle">
        Made by the subscription's monthly renewal
        {subscription
          ? ` of ${subscription.customer_name || subscription.email}; ${subscription.orders.length} order${subscription.orders.length === 1 ? "" : "s"} so far${
              subscription.next_renewal_at ? `, next renewal ${formatDate(subscription.next_renewal_at)}` : ""
            }.`
          : "."}{" "}
        <Link to="/subscriptions" className="text-ui-fg-interactive hover:underline">
          All subscriptions
        </Link>
      </Text>
      <ErrorText error={error} />
    </Container>
  )
}

// Medusa 2.21's layout composer puts a zone's before/after widgets at the end of their section: the
// side column is short, so there it is seen without scrolling past the order's items
export const config = defineWidgetConfig({ zone: "order.details.side.before" })

export default OrderSubscriptionWidget
