import type { CreateNotificationDTO } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { sendNoticesKeepingFailures } from "../../../lib/send-notices"

/**
 * Sends the acknowledgement and the seller's note without undoing the withdrawal when one fails:
 * the statement and its return request are stored already and stay; a failed e-mail is sent again
 * by the retry job. No compensation: a sent e-mail cannot be taken back.
 */
export const sendWithdrawalNoticesStep = createStep("send-withdrawal-notices", async (notices: CreateNotificationDTO[], { container }) => {
  await sendNoticesKeepingFailures(container, notices)
  return new StepResponse(notices.length)
})
