import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  beginReturnOrderWorkflow,
  confirmReturnRequestWorkflow,
  releaseLockStep,
  requestItemReturnWorkflow,
} from "@medusajs/medusa/core-flows"
import { ORDER_CHANGE_LOCK, orderChangeKey } from "../../lib/order-change-lock"
import { settings } from "../../lib/settings"
import { chooseWithdrawnLinesStep } from "./steps/choose-withdrawn-lines"
import type { ConsumerOrderLine } from "./steps/consumer-order"
import { findConsumerOrderStep, type ConsumerContract } from "./steps/find-consumer-order"
import { recordWithdrawalStep } from "./steps/record-withdrawal"
import { sendWithdrawalNoticesStep } from "./steps/send-withdrawal-notices"
import { setWithdrawalReturnStep } from "./steps/set-withdrawal-return"
import { settleWithdrawalWorkflow } from "./settle-withdrawal"

export type WithdrawFromOrderInput = { name: string; contract: ConsumerContract; item_ids?: string[] }

/**
 * The consumer's withdrawal (Consumer Rights Directive art. 11a): the order they identified, the
 * statement stored with the time it was received, a Medusa return request for the items already
 * handed to fulfilment (the seller handles it in the admin like any return), an order withdrawn
 * before any of it was handed to fulfilment cancelled and refunded, the seller told (feed and
 * e-mail, settle-withdrawal), then the acknowledgement e-mail (an e-mail that fails is sent again
 * later; the stored statement stays).
 */
export const withdrawFromOrderWorkflow = createWorkflow("withdraw-from-order", (input: WithdrawFromOrderInput) => {
  const found = findConsumerOrderStep(input.contract)
  // no fulfilment or cancel of the order by the seller runs meanwhile: the order is read again under the lock
  const lockKey = transform({ found }, ({ found }) => orderChangeKey(found.id))
  acquireLockStep({ key: lockKey, timeout: ORDER_CHANGE_LOCK.waitSeconds, ttl: ORDER_CHANGE_LOCK.ttlSeconds, executeOnSubWorkflow: true })
  const order = findConsumerOrderStep(input.contract).config({ name: "find-consumer-order-locked" })
  const lines = chooseWithdrawnLinesStep({ order, item_ids: input.item_ids })
  const withdrawal = recordWithdrawalStep({ order, lines, name: input.name, email: order.email })

  const returnItems = transform({ lines }, ({ lines }) =>
    lines
      .filter((line: ConsumerOrderLine) => line.returnable_quantity > 0)
      .map((line: ConsumerOrderLine) => ({ id: line.id, quantity: Math.min(line.quantity, line.returnable_quantity) })),
  )
  const returnId = when({ returnItems }, ({ returnItems }) => returnItems.length > 0).then(() => {
    const change = beginReturnOrderWorkflow.runAsStep({
      input: transform({ order, withdrawal }, ({ order, withdrawal }) => ({
        order_id: order.id,
        // received where the items left from: Medusa restocks a return at its location, and cannot receive one without
        location_id: order.fulfilled_from ?? undefined,
        description: "Withdrawal from the contract by the consumer",
        metadata: { withdrawal_id: withdrawal.id },
      })),
    })
    // Medusa types an order change's return_id as optional (a change of any kind); the one that begins a return has it
    const return_id = transform({ change }, ({ change }) => change.return_id as string)
    requestItemReturnWorkflow.runAsStep({ input: { return_id, items: returnItems } })
    confirmReturnRequestWorkflow.runAsStep({ input: { return_id } })
    setWithdrawalReturnStep({ withdrawal_id: withdrawal.id, return_id })
    return return_id
  })

  settleWithdrawalWorkflow.runAsStep({
    input: transform({ order, lines, withdrawal, returnId }, ({ order, lines, withdrawal, returnId }) => ({
      order_id: order.id,
      withdrawal: {
        id: withdrawal.id,
        name: withdrawal.name,
        email: withdrawal.email,
        received_at: new Date(withdrawal.received_at).toISOString(),
        items: lines.map((line) => ({ title: line.title, quantity: line.quantity })),
      },
      return_id: returnId ?? null,
      not_shipped: lines
        .filter((line) => line.returnable_quantity < line.quantity)
        .map((line) => ({ title: line.title, quantity: line.quantity - line.returnable_quantity })),
      take_off: lines
        .filter((line) => line.returnable_quantity < line.quantity)
        .map((line) => ({ id: line.id, quantity: line.returnable_quantity })),
    })),
  })

  releaseLockStep({ key: lockKey, executeOnSubWorkflow: true })

  const notifications = transform({ order, lines, withdrawal, returnItems }, ({ order, lines, withdrawal, returnItems }) => {
    const receivedAt = new Date(withdrawal.received_at).toISOString()
    return [
      {
        to: withdrawal.email,
        channel: "email",
        template: "withdrawal-received",
        idempotency_key: `withdrawal-received:${withdrawal.id}`,
        resource_id: order.id,
        resource_type: "order",
        data: {
          display_id: order.display_id,
          // the order's own name, not the one typed: nothing a stranger types reaches the buyer's inbox
          name: order.name || withdrawal.name,
          email: withdrawal.email,
          items: lines.map((line) => ({ title: line.title, quantity: line.quantity })),
          received_at: receivedAt,
          items_to_return: returnItems.length > 0,
          shop_url: settings.STOREFRONT_URL,
          locale: order.locale,
        },
      },
    ]
  })
  sendWithdrawalNoticesStep(notifications)

  return new WorkflowResponse(
    transform({ order, lines, withdrawal, returnId }, ({ order, lines, withdrawal, returnId }) => ({
      id: withdrawal.id,
      order_number: order.display_id,
      received_at: new Date(withdrawal.received_at).toISOString(),
      items: lines.map((line) => ({ id: line.id, title: line.title, quantity: line.quantity })),
      return_id: returnId ?? null,
    })),
  )
})
