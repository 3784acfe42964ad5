import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { ChangeActionType, ContainerRegistrationKeys, MedusaError, OrderChangeStatus } from "@medusajs/framework/utils"

/** What the seller sees when she saves a return's receipt that marks nothing received. */
export const EMPTY_RECEIVE_MESSAGE =
  "No item of this return is marked as received yet, so nothing would be put back in stock. Wait until the items show their quantities (or enter them), then save again."

const RECEIVE_ACTIONS: string[] = [ChangeActionType.RECEIVE_RETURN_ITEM, ChangeActionType.RECEIVE_DAMAGED_RETURN_ITEM]

/**
 * Refuses (400) to confirm the receipt of a return while the receipt being made marks no item
 * received. Medusa's admin shows the Receive drawer's Save button before the drawer has marked the
 * return's items received (it does so in requests of its own after it opens): saved in those
 * seconds, the return was confirmed as "0 items received" and nothing was restocked. The change is
 * the one Medusa's confirm workflow takes (the return's pending or requested order change); without
 * one Medusa's route answers as it does.
 */
export async function refuseEmptyReceive(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order_change",
    fields: ["id", "actions.action", "actions.details"],
    filters: { return_id: req.params.id, status: [OrderChangeStatus.PENDING, OrderChangeStatus.REQUESTED] },
  })
  const change = data[0]
  if (!change) return next()
  const received = (change.actions ?? [])
    .filter((action) => action && RECEIVE_ACTIONS.includes(action.action))
    .reduce((sum, action) => sum + Number(action?.details?.quantity ?? 0), 0)
  if (received > 0) return next()
  next(new MedusaError(MedusaError.Types.INVALID_DATA, EMPTY_RECEIVE_MESSAGE))
}

/** Medusa's admin routes for receiving a return. */
export const adminReturnReceiveMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/admin/returns/:id/receive/confirm", middlewares: [refuseEmptyReceive] },
]
