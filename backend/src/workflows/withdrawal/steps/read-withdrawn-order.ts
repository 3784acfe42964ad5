import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { WITHDRAWAL_MODULE } from "../../../modules/withdrawal"
import type WithdrawalModuleService from "../../../modules/withdrawal/service"

/** How a withdrawn order stands: what the seller's widget shows and what decides its cancellation. */
export type WithdrawnOrderState = {
  order_id: string
  display_id: number
  status: string
  canceled: boolean
  /** every line of the order is covered by a withdrawal statement */
  fully_withdrawn: boolean
  /** some of it was handed to fulfilment (a fulfilment not cancelled): that part comes back by a return */
  fulfilled: boolean
  /** withdrawn in full and nothing handed to fulfilment: it is cancelled and refunded, not shipped */
  to_cancel: boolean
}

export async function withdrawnOrderState(container: MedusaContainer, orderId: string): Promise<WithdrawnOrderState> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    // an order line's quantities live in its detail: asked for whole, as Medusa's own order routes do
    fields: ["id", "display_id", "status", "items.*", "items.detail.*", "fulfillments.canceled_at"],
    filters: { id: orderId },
  })
  const order = data[0]
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order with id: ${orderId} was not found`)
  const lines = (order.items ?? []).flatMap((line) => (line ? [line] : []))
  const withdrawals: WithdrawalModuleService = container.resolve(WITHDRAWAL_MODULE)
  const withdrawn = await withdrawals.listWithdrawnLines({ line_item_id: lines.map((line) => line.id) }, { select: ["line_item_id"] })
  const withdrawnIds = new Set(withdrawn.map((line) => line.line_item_id))
  const status = order.status ?? "unknown"
  const canceled = status === "canceled"
  const fullyWithdrawn = lines.length > 0 && lines.every((line) => withdrawnIds.has(line.id))
  const fulfilled =
    (order.fulfillments ?? []).some((fulfillment) => fulfillment && !fulfillment.canceled_at) ||
    lines.some((line) => Number(line.detail?.fulfilled_quantity ?? 0) > 0)
  return {
    order_id: orderId,
    display_id: Number(order.display_id),
    status,
    canceled,
    fully_withdrawn: fullyWithdrawn,
    fulfilled,
    to_cancel: fullyWithdrawn && !fulfilled && !canceled,
  }
}

/** Reads how a withdrawn order stands (after the statement is stored, or after its cancellation). */
export const readWithdrawnOrderStep = createStep(
  "read-withdrawn-order",
  async ({ order_id }: { order_id: string }, { container }) => new StepResponse(await withdrawnOrderState(container, order_id)),
)
