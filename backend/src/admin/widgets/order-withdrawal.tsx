import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Button, Container, Heading, Text } from "@medusajs/ui"
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query"
import { ErrorText } from "../lib/error-text"
import { formatDate } from "../lib/format-date"
import { orderVersion } from "../lib/order-version"
import { sdk } from "../lib/sdk"
import { useAdminAction } from "../lib/use-admin-action"
import { WITHDRAWAL_PERIOD } from "order-summary/rules"
import { DASHBOARD_ORDERS, WITHDRAWN_ORDERS, withdrawalState, type AdminWithdrawal, type WithdrawnOrder } from "../lib/withdrawals"

/**
 * On an order its buyer withdrew from (Consumer Rights Directive art. 11a): each statement with the
 * time it was received and its items, what became of the order, and for an order withdrawn in full
 * before it was handed to fulfilment, the one click that cancels and refunds it. Nothing on other orders.
 */
function OrderWithdrawalWidget({ data: order }: DetailWidgetProps<AdminOrder>) {
  const queryClient = useQueryClient()
  const { data, error } = useQuery({
    // loaded again when a refund, cancel or return on the page changes the order: its state follows
    queryKey: [WITHDRAWN_ORDERS, order.id, orderVersion(order)],
    queryFn: () => sdk.client.fetch<{ withdrawals: AdminWithdrawal[]; order: WithdrawnOrder | null }>(`${WITHDRAWN_ORDERS}/${order.id}`),
    placeholderData: keepPreviousData,
  })
  const cancel = useAdminAction<{ order: WithdrawnOrder }>(WITHDRAWN_ORDERS)
  const withdrawn = data?.order
  const latest = data?.withdrawals[data.withdrawals.length - 1]
  const state = latest && withdrawn ? withdrawalState(latest, withdrawn) : null
  if (!error && !state) return null

  const cancelOrder = () =>
    cancel.mutate(
      { path: `${WITHDRAWN_ORDERS}/${order.id}/cancel` },
      { onSuccess: () => queryClient.invalidateQueries({ queryKey: [DASHBOARD_ORDERS] }) },
    )

  return (
    <Container className="flex flex-col gap-3 px-6 py-4" data-testid="order-withdrawal">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading level="h2">Withdrawn</Heading>
        {state && <Badge color={state.color}>{state.label}</Badge>}
      </div>
      {latest && state?.refundDue && (
        <Text size="small" data-testid="withdrawal-refund-deadline">
          Refund by {formatDate(latest.progress.refund_due_by)} ({WITHDRAWAL_PERIOD} from the withdrawal).
        </Text>
      )}
      {data?.withdrawals.map((withdrawal) => (
        <div key={withdrawal.id} className="flex flex-col gap-1" data-testid="withdrawal-statement">
          <Text size="small">
            {withdrawal.name} ({withdrawal.email}) withdrew from the contract of sale of:
          </Text>
          <ul className="text-ui-fg-subtle list-disc pl-5 text-sm">
            {withdrawal.items.map((item) => (
              <li key={item.line_item_id}>
                {item.title} × {item.quantity}
              </li>
            ))}
          </ul>
          <Text size="small" className="text-ui-fg-subtle">
            Received {formatDate(withdrawal.received_at)}
            {withdrawal.return_id ? "; the shipped items have a return request (Returns)." : "."}
          </Text>
        </div>
      ))}
      {withdrawn?.to_cancel && (
        <div className="flex flex-col gap-2">
          <Text size="small">
            Nothing of it was handed to fulfilment: do not ship it. Cancelling it refunds what was paid and tells the buyer.
          </Text>
          <Button size="small" variant="danger" isLoading={cancel.isPending} onClick={cancelOrder}>
            Cancel and refund order
          </Button>
        </div>
      )}
      <ErrorText error={error ?? cancel.error} />
    </Container>
  )
}

// Medusa 2.21's layout composer puts a zone's before/after widgets at the end of their section: the
// side column is short, so there it is seen without scrolling past the order's items
export const config = defineWidgetConfig({ zone: "order.details.side.before" })

export default OrderWithdrawalWidget
