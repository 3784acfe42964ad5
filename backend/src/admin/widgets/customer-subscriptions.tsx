import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminCustomer, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Container, Heading, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { Link } from "react-router-dom"
import { addressLines } from "order-summary/addresses"
import { ErrorText } from "../lib/error-text"
import { formatDate } from "../lib/format-date"
import { sdk } from "../lib/sdk"
import { customerSubscriptionsPath, STATUS_COLORS, STATUS_LABELS, SUBSCRIPTIONS, type AdminSubscription } from "../lib/subscriptions"

const nextDelivery = (subscription: AdminSubscription) =>
  subscription.next_renewal_at ? formatDate(subscription.next_renewal_at) : subscription.status === "paused" ? "none while paused" : "none"

/**
 * On a customer's page: the subscriptions the customer's orders started (a guest's orders the
 * account took in included), with status, products, next delivery and where they are delivered.
 */
function CustomerSubscriptionsWidget({ data: customer }: DetailWidgetProps<AdminCustomer>) {
  const { data, error, isPending } = useQuery({
    queryKey: [SUBSCRIPTIONS, "customer", customer.id],
    queryFn: () => sdk.client.fetch<{ subscriptions: AdminSubscription[] }>(customerSubscriptionsPath(customer.id)),
  })
  const held = data?.subscriptions ?? []
  return (
    <Container className="flex flex-col gap-3 px-6 py-4" data-testid="customer-subscriptions">
      <Heading level="h2">Subscriptions</Heading>
      {!isPending && !error && held.length === 0 && (
        <Text size="small" className="text-ui-fg-subtle">
          No subscriptions.
        </Text>
      )}
      {held.map((subscription) => (
        <div
          key={subscription.id}
          className="flex flex-col gap-1 border-t pt-3 first-of-type:border-t-0"
          data-testid="customer-subscription"
        >
          <div className="flex items-center gap-2">
            <Text size="small" weight="plus">
              {subscription.lines.map((line) => `${line.title} × ${line.quantity}`).join(", ")}
            </Text>
            <Badge color={STATUS_COLORS[subscription.status]}>{STATUS_LABELS[subscription.status]}</Badge>
          </div>
          <Text size="small">Next delivery: {nextDelivery(subscription)}</Text>
          <Text size="small">Delivered to: {addressLines(subscription.shipping_address).join(", ")}</Text>
          <Text size="small" className="text-ui-fg-subtle">
            {subscription.orders.length} order{subscription.orders.length === 1 ? "" : "s"} so far.{" "}
            <Link to={`/subscriptions?q=${encodeURIComponent(subscription.email)}`} className="text-ui-fg-interactive hover:underline">
              See in Subscriptions
            </Link>
          </Text>
        </div>
      ))}
      <ErrorText error={error} />
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "customer.details.after" })

export default CustomerSubscriptionsWidget
