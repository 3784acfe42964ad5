import { ContainerRegistrationKeys, MathBN } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  beginOrderEditOrderWorkflow,
  confirmOrderEditRequestWorkflow,
  orderEditUpdateItemQuantityWorkflow,
  refundPaymentWorkflow,
  requestOrderEditRequestWorkflow,
} from "@medusajs/medusa/core-flows"

export const WITHDRAWAL_EDIT_NOTE = "Withdrawal from the contract: items not shipped yet taken off the order"

/** What the order owes the buyer once its edit is confirmed (Medusa's pending difference below 0), and the captured payment it is refunded to. */
const owedRefundStep = createStep("withdrawal-owed-refund", async ({ order_id }: { order_id: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "summary.*",
      "payment_collections.payments.id",
      "payment_collections.payments.captured_at",
      "payment_collections.payments.canceled_at",
    ],
    filters: { id: order_id },
  })
  const order = data[0]
  const pending = Number(order?.summary?.pending_difference ?? 0)
  const payment = (order?.payment_collections ?? [])
    .flatMap((collection) => collection?.payments ?? [])
    .find((candidate) => candidate?.captured_at && !candidate.canceled_at)
  if (!payment || pending >= 0) return new StepResponse<{ payment_id: string; amount: number } | null>(null)
  return new StepResponse<{ payment_id: string; amount: number } | null>({
    payment_id: payment.id,
    amount: MathBN.convert(-pending).toNumber(),
  })
})

/**
 * The withdrawn items not handed to fulfilment yet, taken off the order (Medusa's order edit: each
 * line's quantity lowered to what was shipped, the edit requested and confirmed, which frees their
 * reservations) and what the order then owes the buyer refunded to their payment. The order page
 * shows the lower quantities and the refund.
 */
export const takeWithdrawnLinesOffWorkflow = createWorkflow(
  "take-withdrawn-lines-off",
  (input: { order_id: string; items: { id: string; quantity: number }[] }) => {
    beginOrderEditOrderWorkflow.runAsStep({ input: { order_id: input.order_id, description: WITHDRAWAL_EDIT_NOTE } })
    orderEditUpdateItemQuantityWorkflow.runAsStep({ input: { order_id: input.order_id, items: input.items } })
    requestOrderEditRequestWorkflow.runAsStep({ input: { order_id: input.order_id } })
    confirmOrderEditRequestWorkflow.runAsStep({ input: { order_id: input.order_id } })
    const refund = owedRefundStep({ order_id: input.order_id })
    when("withdrawal-refund-owed", { refund }, ({ refund }) => refund !== null).then(() => {
      refundPaymentWorkflow.runAsStep({
        input: transform({ refund }, ({ refund }) => ({
          payment_id: refund?.payment_id ?? "",
          amount: refund?.amount ?? 0,
          note: WITHDRAWAL_EDIT_NOTE,
        })),
      })
    })
    return new WorkflowResponse(transform({ refund }, ({ refund }) => ({ refunded: refund?.amount ?? 0 })))
  },
)
