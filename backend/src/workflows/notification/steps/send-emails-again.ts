import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { UnsentEmail } from "./find-unsent-emails"
import { messageOf } from "../../../lib/error-message"

/**
 * Each due e-mail sent again as a new notification pointing at the original (its idempotency key
 * names the attempt, so a second run of the job does not send it twice). One that fails again is
 * recorded as failed by the notification module and waits for its next attempt. No compensation:
 * a sent e-mail cannot be taken back.
 */
export const sendEmailsAgainStep = createStep(
  "send-emails-again",
  async ({ emails, unsent }: { emails: UnsentEmail[]; unsent: number }, { container }) => {
    const notifications = container.resolve(Modules.NOTIFICATION)
    const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
    let sent = 0
    for (const { original, attempts } of emails) {
      try {
        await notifications.createNotifications({
          to: original.to,
          from: original.from,
          channel: original.channel,
          template: original.template,
          data: original.data,
          trigger_type: original.trigger_type,
          resource_id: original.resource_id,
          resource_type: original.resource_type,
          receiver_id: original.receiver_id,
          original_notification_id: original.id,
          idempotency_key: `${original.id}:retry-${attempts + 1}`,
        })
        sent++
      } catch (error) {
        logger.warn(`Email ${original.id} (${original.template}) not sent again yet: ${messageOf(error).split("\n")[0]}`)
      }
    }
    if (sent) logger.info(`Emails: ${sent} of ${unsent} that had not gone out were sent now`)
    return new StepResponse(sent)
  },
)
