import type { CreateNotificationDTO } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { sendNoticesKeepingFailures } from "../../../lib/send-notices"

/**
 * Sends notices about work that is done already (a shipment, a refund, a cancellation): one that
 * fails is recorded as a failed e-mail and sent again by the retry job, and undoes nothing.
 * No compensation: a sent e-mail cannot be taken back.
 */
export const sendNoticesStep = createStep("send-notices", async (notices: CreateNotificationDTO[], { container }) => {
  await sendNoticesKeepingFailures(container, notices)
  return new StepResponse(notices.length)
})
