import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { Badge, Container, Heading, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { Link } from "react-router-dom"
import { ErrorText } from "../lib/error-text"
import { formatDate } from "../lib/format-date"
import { sdk } from "../lib/sdk"
import { WITHDRAWALS, withdrawalState, type AdminWithdrawal } from "../lib/withdrawals"

const SHOWN = 10

/**
 * Above the order list: the latest withdrawals, each marked by its order's state (Medusa's order
 * list has no column or filter to add for it). Nothing while no buyer has withdrawn.
 */
function OrderListWithdrawalsWidget() {
  const { data, error } = useQuery({
    queryKey: [WITHDRAWALS, SHOWN],
    queryFn: () => sdk.client.fetch<{ withdrawals: AdminWithdrawal[]; count: number }>(WITHDRAWALS, { query: { limit: SHOWN } }),
  })
  if (!error && !data?.count) return null
  return (
    <Container className="divide-y p-0" data-testid="withdrawn-orders">
      <div className="px-6 py-4">
        <Heading level="h2">Withdrawn orders</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          Orders whose buyer withdrew from the contract, newest first ({data?.count ?? 0} in all). Do not ship what is not shipped yet;
          refund within 14 days.
        </Text>
      </div>
      <ErrorText error={error} className="px-6 py-4" />
      {data && (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Order</Table.HeaderCell>
              <Table.HeaderCell>Received</Table.HeaderCell>
              <Table.HeaderCell>Customer</Table.HeaderCell>
              <Table.HeaderCell>Items</Table.HeaderCell>
              <Table.HeaderCell>State</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.withdrawals.map((withdrawal) => {
              const state = withdrawalState(withdrawal, { canceled: withdrawal.order_status === "canceled" })
              return (
                <Table.Row key={withdrawal.id}>
                  <Table.Cell>
                    <Link to={`/orders/${withdrawal.order_id}`} className="text-ui-fg-interactive hover:underline">
                      #{withdrawal.order_display_id}
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{formatDate(withdrawal.received_at)}</Table.Cell>
                  <Table.Cell>{withdrawal.email}</Table.Cell>
                  <Table.Cell>{withdrawal.items.map((item) => `${item.title} × ${item.quantity}`).join(", ")}</Table.Cell>
                  <Table.Cell>
                    <Badge size="2xsmall" color={state.color}>
                      {state.label}
                    </Badge>
                  </Table.Cell>
                </Table.Row>
              )
            })}
          </Table.Body>
        </Table>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.list.before" })

export default OrderListWithdrawalsWidget
