import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { sendOrderConfirmationWorkflow } from "../send-order-confirmation"

/**
 * The confirmation of each order, one by one: one that cannot be sent now is recorded as a failed
 * e-mail, which the e-mail retries take from there, and does not hold up the others.
 */
export const sendOrderConfirmationsStep = createStep("send-order-confirmations", async ({ ids }: { ids: string[] }, { container }) => {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  for (const id of ids) {
    try {
      await sendOrderConfirmationWorkflow(container).run({ input: { id } })
    } catch (error) {
      logger.warn(`Order ${id}: confirmation not sent yet: ${(error as Error).message.split("\n")[0]}`)
    }
  }
  if (ids.length) logger.info(`Orders: ${ids.length} without a confirmation got it now`)
  return new StepResponse(ids.length)
})
