import type { CreateNotificationDTO } from "@medusajs/framework/types"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { adminOrderUrl } from "../../lib/admin-links"
import { shopConfig } from "../../lib/shop-config"
import { receivedAtText } from "../../lib/withdrawal-form"
import type { WithdrawalReceivedSellerData } from "../../modules/email-notification/templates/withdrawal-received-seller"
import { sendNoticesStep } from "../notification/steps/send-notices"
import { cancelWithdrawnOrderWorkflow } from "./cancel-withdrawn-order"
import { takeWithdrawnLinesOffWorkflow } from "./take-withdrawn-lines-off"
import { readWithdrawnOrderStep, type WithdrawnOrderState } from "./steps/read-withdrawn-order"
import { withdrawalRefundDeadline, withdrawalRefundRuleForSeller } from "order-summary/rules"
import { formatEuros } from "order-summary"

type WithdrawnItem = { title: string; quantity: number }

export type SettleWithdrawalInput = {
  order_id: string
  withdrawal: { id: string; name: string; email: string; received_at: string; items: WithdrawnItem[] }
  /** the return requested for the items already handed to fulfilment, if any */
  return_id: string | null
  /** the withdrawn items not handed to fulfilment yet */
  not_shipped: WithdrawnItem[]
  /** the withdrawn lines with units not handed to fulfilment yet, each with the quantity it keeps (what was shipped) */
  take_off: { id: string; quantity: number }[]
}

const itemList = (items: WithdrawnItem[]) => items.map((item) => `${item.title} x ${item.quantity}`).join(", ")

/** What became of the order, and what is left to the seller: said once, for the admin's feed and the shop's e-mail. */
export function withdrawalOutcome(
  input: SettleWithdrawalInput,
  before: WithdrawnOrderState,
  after: WithdrawnOrderState,
  refunded: number | null,
): string[] {
  const outcome: string[] = []
  const refundRule = withdrawalRefundRuleForSeller(receivedAtText(withdrawalRefundDeadline(input.withdrawal.received_at).toISOString()))
  if (before.to_cancel && after.canceled) {
    outcome.push("Nothing of it was shipped: the order is cancelled, and what was paid is refunded in full. Nothing left to do.")
  } else if (before.to_cancel) {
    outcome.push(
      "Nothing of it was shipped, but cancelling the order failed: do not ship it; cancel and refund it from the order's Withdrawal box.",
    )
  }
  if (input.return_id) outcome.push(`A return request was made for the shipped items (the order's Returns). ${refundRule}`)
  if (!before.to_cancel && input.not_shipped.length) {
    outcome.push(
      refunded !== null
        ? `Not shipped yet, taken off the order (an order edit) and ${formatEuros(refunded)} refunded: ${itemList(input.not_shipped)}. Nothing left to do for them.`
        : `Not shipped yet, do not ship: ${itemList(input.not_shipped)}. Taking them off the order failed: edit the order and refund them. ${refundRule}`,
    )
  }
  return outcome
}

function sellerNotices(input: SettleWithdrawalInput, outcome: string[], displayId: number): CreateNotificationDTO[] {
  const { withdrawal } = input
  const orderUrl = adminOrderUrl(input.order_id)
  const data: WithdrawalReceivedSellerData = {
    display_id: displayId,
    name: withdrawal.name,
    email: withdrawal.email,
    items: withdrawal.items,
    received_at: withdrawal.received_at,
    outcome,
    order_url: orderUrl,
  }
  return [
    {
      to: shopConfig.business.email,
      channel: "email",
      template: "withdrawal-received-seller",
      idempotency_key: `withdrawal-received-shop:${withdrawal.id}`,
      resource_id: input.order_id,
      resource_type: "order",
      data,
    },
    {
      to: "",
      channel: "feed",
      template: "admin-ui",
      idempotency_key: `withdrawal-received-seller:${withdrawal.id}`,
      resource_id: input.order_id,
      resource_type: "order",
      data: {
        title: `Withdrawal from order #${displayId}`,
        // Medusa's feed shows text only: the order's address is written out
        description: [
          `${withdrawal.name} (${withdrawal.email}) withdrew on ${receivedAtText(withdrawal.received_at)} from: ${itemList(withdrawal.items)}.`,
          ...outcome,
          `Order: ${orderUrl}`,
        ].join("\n"),
      },
    },
  ]
}

/**
 * What follows a stored withdrawal on the seller's side: an order withdrawn in full before any of
 * it was handed to fulfilment is cancelled, and so refunded (Medusa's cancel refunds what was
 * captured); the seller is told what happened in the admin's feed and by e-mail to the shop. A
 * cancellation that fails leaves the statement stored and is said to the seller, who cancels with
 * one click from the order's Withdrawal box.
 */
export const settleWithdrawalWorkflow = createWorkflow("settle-withdrawal", (input: SettleWithdrawalInput) => {
  const before = readWithdrawnOrderStep({ order_id: input.order_id })
  when("withdrawn-unshipped-order", { before }, ({ before }) => before.to_cancel).then(() => {
    // the same cancellation as the seller's click; one that fails leaves the statement stored
    cancelWithdrawnOrderWorkflow.runAsStep({ input: { order_id: input.order_id } }).config({ continueOnPermanentFailure: true })
  })
  // a withdrawn order kept in part: its unshipped withdrawn items taken off and refunded, visibly on the order
  const takenOff = when(
    "withdrawn-unshipped-lines",
    { before, input },
    ({ before, input }) => !before.to_cancel && !before.canceled && input.take_off.length > 0,
  ).then(() =>
    takeWithdrawnLinesOffWorkflow
      .runAsStep({ input: { order_id: input.order_id, items: input.take_off } })
      // one that fails leaves the statement stored and is said to the seller
      .config({ continueOnPermanentFailure: true }),
  )
  const after = readWithdrawnOrderStep({ order_id: input.order_id }).config({ name: "read-withdrawn-order-after" })
  const notices = transform({ input, before, after, takenOff }, ({ input, before, after, takenOff }) =>
    sellerNotices(input, withdrawalOutcome(input, before, after, takenOff ? takenOff.refunded : null), before.display_id),
  )
  sendNoticesStep(notices)
  return new WorkflowResponse(after)
})
