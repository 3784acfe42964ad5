import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { sendNoticesKeepingFailures } from "../../lib/send-notices"
import { settings } from "../../lib/settings"
import { WITHDRAWAL_LOOKUP_FAILURES } from "../../lib/withdrawal-lookups"
import { linkUrl } from "../../lib/shop-links"

/**
 * The buyer of an order whose withdrawal details were entered wrong too often is told, with the
 * signed withdrawal link that still works; once per order and window. No compensation: a sent e-mail cannot be taken back.
 */
const tellBuyerOfLockStep = createStep("tell-buyer-of-withdrawal-lock", async ({ order_id }: { order_id: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = await query.graph({ entity: "order", fields: ["id", "display_id", "email"], filters: { id: order_id } })
  const order = orders[0]
  if (!order?.email) return new StepResponse(0)
  const window = Math.floor(Date.now() / WITHDRAWAL_LOOKUP_FAILURES.windowMs)
  await sendNoticesKeepingFailures(container, [
    {
      to: order.email,
      channel: "email",
      template: "withdrawal-lookups-locked",
      resource_id: order.id,
      resource_type: "order",
      idempotency_key: `withdrawal-lookups-locked:${order.id}:${window}`,
      data: {
        display_id: order.display_id,
        withdrawal_url: linkUrl("order-withdrawal", { order_id: order.id, email: order.email }),
        shop_url: settings.STOREFRONT_URL,
      },
    },
  ])
  return new StepResponse(1)
})

export const notifyWithdrawalLockWorkflow = createWorkflow("notify-withdrawal-lock", (input: { order_id: string }) => {
  const told = tellBuyerOfLockStep(input)
  return new WorkflowResponse(told)
})
