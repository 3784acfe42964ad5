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
 * On an order of a subscription: the order that started it (its first order) or one its monthly
 * renewal made (metadata renewal, subscription_id): which subscription, and how it stands now.
 * Nothing on other orders.
 */
function OrderSubscriptionWidget({ data: order }: DetailWidgetProps<AdminOrder>) {
  const renewalOf =
    order.metadata?.renewal === true && typeof order.metadata?.subscription_id === "string" ? order.metadata.subscription_id : null
  const renewal = useQuery({
    queryKey: [SUBSCRIPTIONS, renewalOf],
    queryFn: () => sdk.client.fetch<{ subscription: AdminSubscription }>(`${SUBSCRIPTIONS}/${renewalOf}`),
    enabled: Boolean(renewalOf),
  })
  const started = useQuery({
    queryKey: [SUBSCRIPTIONS, "started-by", order.id],
    queryFn: () =>
      sdk.client.fetch<{ subscriptions: AdminSubscription[] }>(SUBSCRIPTIONS, { query: { origin_order_id: order.id, limit: 1 } }),
    enabled: !renewalOf,
  })
  const subscription = renewalOf ? renewal.data?.subscription : started.data?.subscriptions[0]
  const subscriptionId = renewalOf ?? subscription?.id
  const error = renewalOf ? renewal.error : started.error

  if (!subscriptionId && !error) return null
  return (
    <Container className="flex flex-col gap-2 px-6 py-4" data-testid={renewalOf ? "order-renewal" : "order-subscription-start"}>
      <div className="flex items-center gap-2">
        <Heading level="h2" className="break-all">
          {renewalOf ? `Renewal of subscription ${subscriptionId}` : `Started subscription ${subscriptionId ?? ""}`}
        </Heading>
        {subscription && <Badge color={STATUS_COLORS[subscription.status]}>{STATUS_LABELS[subscription.status]}</Badge>}
      </div>
      <Text size="small" className="text-ui-fg-subtle">
        {renewalOf ? "Made by the subscription's monthly renewal" : "This order started a monthly subscription"}
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
