import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { Container, Heading, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { Link } from "react-router-dom"
import { ErrorText } from "../lib/error-text"
import { formatDate } from "../lib/format-date"
import { sdk } from "../lib/sdk"

/** The admin route of the orders subscriptions' renewals made, newest first. */
export const RENEWAL_ORDERS = "/admin/renewal-orders"
const SHOWN = 5

type RenewalOrder = { id: string; display_id: number; email: string; created_at: string; subscription_id: string }

/**
 * Above the order list: which of the latest orders are monthly renewals of a subscription (Medusa's
 * order list has no column to add for it). Nothing while there is no renewal yet.
 */
function OrderListRenewalsWidget() {
  const { data, error } = useQuery({
    queryKey: [RENEWAL_ORDERS, SHOWN],
    queryFn: () => sdk.client.fetch<{ renewal_orders: RenewalOrder[]; count: number }>(RENEWAL_ORDERS, { query: { limit: SHOWN } }),
  })
  if (!error && !data?.count) return null
  return (
    <Container className="divide-y p-0" data-testid="renewal-orders">
      <div className="px-6 py-4">
        <Heading level="h2">Renewal orders</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          Orders made by a subscription's monthly renewal, newest first ({data?.count ?? 0} in all). Each is paid and
          ships like any order. <Link to="/subscriptions" className="text-ui-fg-interactive hover:underline">All subscriptions</Link>
        </Text>
      </div>
      <ErrorText error={error} className="px-6 py-4" />
      {data && (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Order</Table.HeaderCell>
              <Table.HeaderCell>Date</Table.HeaderCell>
              <Table.HeaderCell>Customer</Table.HeaderCell>
              <Table.HeaderCell>Subscription</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.renewal_orders.map((order) => (
              <Table.Row key={order.id}>
                <Table.Cell>
                  <Link to={`/orders/${order.id}`} className="text-ui-fg-interactive hover:underline">
                    #{order.display_id}
                  </Link>
                </Table.Cell>
                <Table.Cell>{formatDate(order.created_at)}</Table.Cell>
                <Table.Cell>{order.email}</Table.Cell>
                <Table.Cell className="break-all">{order.subscription_id}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.list.before" })

export default OrderListRenewalsWidget
