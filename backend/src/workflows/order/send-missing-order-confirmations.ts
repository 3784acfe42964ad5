import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendOrderConfirmationWorkflow } from "./send-order-confirmation"
import { findUnconfirmedOrdersStep } from "./steps/find-unconfirmed-orders"
import { messageOf } from "../../lib/error-message"

/** Paid orders of the last two days that have no confirmation (their order.placed event was lost). `now` (ms) is the clock. */
export const findUnconfirmedOrdersWorkflow = createWorkflow("find-unconfirmed-orders", (input: { now?: number }) => {
  const clock = transform({ input }, ({ input }) => ({ now: input.now ?? Date.now() }))
  return new WorkflowResponse(findUnconfirmedOrdersStep(clock))
})

/**
 * Each order without a confirmation gets it now, once (the confirmation's idempotency key), each in
 * its own workflow: one that cannot be sent now is recorded as a failed e-mail, which the e-mail
 * retries take from there, and does not hold up the others. Answers how many were found.
 */
export async function sendMissingOrderConfirmations(container: MedusaContainer, now = Date.now()): Promise<number> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const { result: ids } = await findUnconfirmedOrdersWorkflow(container).run({ input: { now } })
  for (const id of ids) {
    try {
      await sendOrderConfirmationWorkflow(container).run({ input: { id } })
    } catch (error) {
      logger.warn(`Order ${id}: confirmation not sent yet: ${messageOf(error).split("\n")[0]}`)
    }
  }
  if (ids.length) logger.info(`Orders: ${ids.length} without a confirmation got it now`)
  return ids.length
}
