import { randomUUID } from "node:crypto"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { ORDER_CHANGE_BUSY_MESSAGE, ORDER_CHANGE_LOCK, orderChangeKey } from "../../lib/order-change-lock"
import { giveLockBackWorkflow, HOLD_LOCK_STEP, holdLockWorkflow } from "../../workflows/locking/hold-lock"
import { failedTakingLock } from "../../workflows/locking/lock-steps"

/** The order a request changes: the route's own id, or the order of the payment it names. */
type OrderOfRequest = (req: MedusaRequest) => Promise<string | null>

const orderOfRoute: OrderOfRequest = async (req) => req.params.id

/** The order a payment was made for (none for a payment of no order: nothing to hold). */
const orderOfPayment: OrderOfRequest = async (req) => {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: payments } = await query.graph({ entity: "payment", fields: ["payment_collection_id"], filters: { id: req.params.id } })
  const collectionId = payments[0]?.payment_collection_id
  if (!collectionId) return null
  const { data: links } = await query.graph({
    entity: "order_payment_collection",
    fields: ["order_id"],
    filters: { payment_collection_id: collectionId },
  })
  return links[0]?.order_id ?? null
}

/**
 * Medusa's Refund drawer, opened without a payment chosen, saves to /admin/payments/undefined/refund
 * (Medusa answers a bare 400): the seller is told what to do instead.
 */
async function requireKnownPayment(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const { data } = await req.scope
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity: "payment", fields: ["id"], filters: { id: req.params.id } })
    if (data.length) return next()
    next(
      new MedusaError(
        MedusaError.Types.NOT_FOUND,
        "Choose the payment to refund first (or use Refund in the order's Shop totals box): no payment was chosen.",
      ),
    )
  } catch (error) {
    next(error)
  }
}

/**
 * Holds the order's change lock (lib/order-change-lock.ts) while Medusa's route changes the order:
 * taken before the route runs (a wait past its bound is a 409), given back when the answer is sent
 * or the connection closes.
 */
const holdOrderChangeLock = (orderOf: OrderOfRequest) => async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
  let orderId: string | null
  try {
    orderId = await orderOf(req)
  } catch (error) {
    return next(error)
  }
  if (!orderId) return next()
  const held = { key: orderChangeKey(orderId), owner: `order-change:${randomUUID()}` }
  const { errors } = await holdLockWorkflow(req.scope).run({
    input: {
      ...held,
      timeout: ORDER_CHANGE_LOCK.waitSeconds,
      ttl: ORDER_CHANGE_LOCK.ttlSeconds,
      retryInterval: ORDER_CHANGE_LOCK.retrySeconds,
    },
    throwOnError: false,
  })
  if (failedTakingLock(errors, [HOLD_LOCK_STEP])) return next(new MedusaError(MedusaError.Types.CONFLICT, ORDER_CHANGE_BUSY_MESSAGE))
  if (errors.length) return next(errors[0].error)
  let released = false
  const release = () => {
    if (released) return
    released = true
    void giveLockBackWorkflow(req.scope)
      .run({ input: held })
      .catch(() => {})
  }
  res.once("finish", release)
  res.once("close", release)
  next()
}

/**
 * The seller's changes of an order that a withdrawal's cancellation must not interleave with: its
 * fulfilment, its cancel, and a refund or capture of its payment (a refund beside the withdrawal's
 * cancellation, which refunds what is captured, paid back more than was paid).
 */
export const adminOrderChangeMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/admin/orders/:id/fulfillments", middlewares: [holdOrderChangeLock(orderOfRoute)] },
  { method: ["POST"], matcher: "/admin/orders/:id/cancel", middlewares: [holdOrderChangeLock(orderOfRoute)] },
  { method: ["POST"], matcher: "/admin/withdrawn-orders/:id/cancel", middlewares: [holdOrderChangeLock(orderOfRoute)] },
  { method: ["POST"], matcher: "/admin/payments/:id/refund", middlewares: [requireKnownPayment, holdOrderChangeLock(orderOfPayment)] },
  { method: ["POST"], matcher: "/admin/payments/:id/capture", middlewares: [holdOrderChangeLock(orderOfPayment)] },
]
