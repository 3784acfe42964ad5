import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BATCH_SIZE, LOOK_BACK_MS } from "../../notification/email-retry-schedule"
import { paidOrderIds } from "../paid-orders"

/** An order this old without its confirmation lost it (the event bus went down while it was placed). */
const CONFIRMATION_GRACE_MS = 2 * 60 * 1000

/**
 * The ids of the paid orders of the last two days that have no confirmation at all (not even a
 * failed one). An unpaid order gets none: the confirmation says the payment was received.
 */
export const findUnconfirmedOrdersStep = createStep("find-unconfirmed-orders", async ({ now }: { now: number }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = await query.graph({
    entity: "order",
    fields: ["id"],
    filters: {
      created_at: { $gte: new Date(now - LOOK_BACK_MS).toISOString(), $lte: new Date(now - CONFIRMATION_GRACE_MS).toISOString() },
    },
    pagination: { take: 200, order: { created_at: "DESC" } },
  })
  const ids = await paidOrderIds(
    container,
    orders.map((order) => order.id),
  )
  if (!ids.length) return new StepResponse<string[]>([])
  const notifications = container.resolve(Modules.NOTIFICATION)
  const confirmations = await notifications.listNotifications(
    { resource_type: "order", template: "order-confirmation", resource_id: ids },
    { select: ["resource_id"] },
  )
  const confirmed = new Set(confirmations.map((notification) => notification.resource_id))
  return new StepResponse(ids.filter((id) => !confirmed.has(id)).slice(0, BATCH_SIZE))
})
