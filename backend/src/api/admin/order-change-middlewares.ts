import { randomUUID } from "node:crypto"
import { setTimeout as sleep } from "node:timers/promises"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { ORDER_CHANGE_BUSY_MESSAGE, ORDER_CHANGE_LOCK, orderChangeKey } from "../../lib/order-change-lock"

/**
 * Holds the order's change lock (lib/order-change-lock.ts) while Medusa's route changes the order:
 * taken before the route runs (a wait past its bound is a 409), given back when the answer is sent
 * or the connection closes.
 */
export async function holdOrderChangeLock(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const locking = req.scope.resolve(Modules.LOCKING)
  const key = orderChangeKey(req.params.id)
  const ownerId = `order-change:${randomUUID()}`
  const deadline = Date.now() + ORDER_CHANGE_LOCK.waitSeconds * 1000
  for (;;) {
    try {
      await locking.acquire(key, { ownerId, expire: ORDER_CHANGE_LOCK.ttlSeconds })
      break
    } catch {
      if (Date.now() >= deadline) return next(new MedusaError(MedusaError.Types.CONFLICT, ORDER_CHANGE_BUSY_MESSAGE))
      await sleep(ORDER_CHANGE_LOCK.retryMs)
    }
  }
  let released = false
  const release = () => {
    if (released) return
    released = true
    void locking.release(key, { ownerId }).catch(() => {})
  }
  res.once("finish", release)
  res.once("close", release)
  next()
}

/** The seller's changes of an order that a withdrawal's cancellation must not interleave with. */
export const adminOrderChangeMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/admin/orders/:id/fulfillments", middlewares: [holdOrderChangeLock] },
  { method: ["POST"], matcher: "/admin/orders/:id/cancel", middlewares: [holdOrderChangeLock] },
  { method: ["POST"], matcher: "/admin/withdrawn-orders/:id/cancel", middlewares: [holdOrderChangeLock] },
]
