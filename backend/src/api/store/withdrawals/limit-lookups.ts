import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { messageOf } from "../../../lib/error-message"
import { boundedKey, hitCounter } from "../../../lib/rate-limit"
import { WITHDRAWAL_LOOKUP_FAILURES, WITHDRAWAL_LOOKUPS_LOCKED } from "../../../lib/withdrawal-lookups"
import { notifyWithdrawalLockWorkflow } from "../../../workflows/withdrawal/notify-withdrawal-lock"
import { contractOf, type FindWithdrawableOrder } from "./validators"

/**
 * Wrong details for a withdrawal (404) counted per order (found by its number) and per e-mail address (see
 * lib/withdrawal-lookups), before the lookup runs, so parallel guesses get no further; a try that
 * did not fail is taken back. The try that reaches the order's limit mails its buyer.
 */
export async function limitWithdrawalLookups(req: MedusaRequest<FindWithdrawableOrder>, res: MedusaResponse, next: MedusaNextFunction) {
  const contract = contractOf(req.validatedBody)
  if ("token" in contract) return next()
  const { perOrder, perEmail, windowMs } = WITHDRAWAL_LOOKUP_FAILURES
  // by the order's id: a number that is no order locks nothing anyone has
  // as consumerOrder reads it: Medusa's generated filter types name display_id a string, the column is a number
  const filters: Record<string, unknown> = { display_id: contract.order_number }
  const { data: orders } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: ["id"], filters })
  const orderId = orders[0]?.id
  const keys = [
    `withdrawal-lookups:order:${orderId ?? `number-${contract.order_number}`}`,
    `withdrawal-lookups:email:${boundedKey(contract.email)}`,
  ]
  const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER)
  let counts: number[] = []
  try {
    counts = await Promise.all(keys.map((key) => hitCounter().hit(key, windowMs)))
  } catch (error) {
    logger.warn(`Withdrawal lookups not counted: ${messageOf(error)}`)
  }
  const release = () =>
    Promise.all(keys.map((key) => hitCounter().release(key))).catch((error) =>
      logger.warn(`Withdrawal lookup not taken back: ${messageOf(error)}`),
    )
  const [forOrder = 0, forEmail = 0] = counts
  if (forOrder > perOrder || forEmail > perEmail) {
    void release()
    res.set("Retry-After", String(windowMs / 1000))
    res.status(429).json({ type: "too_many_requests", message: WITHDRAWAL_LOOKUPS_LOCKED })
    return
  }
  res.on("finish", () => {
    if (!counts.length) return
    if (res.statusCode !== 404) return void release()
    if (orderId && forOrder === perOrder) {
      notifyWithdrawalLockWorkflow(req.scope)
        .run({ input: { order_id: orderId } })
        .catch((error) => logger.warn(`The buyer of order #${contract.order_number} not told of its lock: ${messageOf(error)}`))
    }
  })
  next()
}
