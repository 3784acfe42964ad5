import type { MedusaContainer, NotificationDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

const LOOK_BACK_MS = 24 * 60 * 60 * 1000
const MAX_RETRIES = 10
const BATCH_SIZE = 50

/**
 * Sends again the emails (order confirmations, newsletter welcomes) that failed because the SMTP
 * relay was down. Medusa's notification module records a failed send and does not retry it: each
 * minute, every failed email of the last day whose resend has not succeeded yet is sent once more,
 * as a new notification pointing at the original one (at most MAX_RETRIES times).
 */
export default async function retryFailedEmails(container: MedusaContainer) {
  const notifications = container.resolve(Modules.NOTIFICATION)
  const since = new Date(Date.now() - LOOK_BACK_MS).toISOString()
  // `status` is a column of the notification table the typed filter does not list
  const failedFilter = { channel: "email", status: "failure", created_at: { $gte: since } }
  const failed = await notifications.listNotifications(failedFilter, { take: BATCH_SIZE, order: { created_at: "ASC" } })
  const originals = new Map<string, NotificationDTO>()
  for (const notification of failed) {
    const originalId = notification.original_notification_id ?? notification.id
    if (!originals.has(originalId)) {
      originals.set(originalId, notification.original_notification_id ? (await notifications.retrieveNotification(originalId)) : notification)
    }
  }
  if (!originals.size) return

  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  let sent = 0
  for (const original of originals.values()) {
    const resends = { channel: "email", original_notification_id: original.id }
    const attempts = await notifications.listNotifications(resends)
    if (attempts.some((attempt) => attempt.status === "success") || attempts.length >= MAX_RETRIES) continue
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
        idempotency_key: `${original.id}:retry-${attempts.length + 1}`,
      })
      sent++
    } catch (error) {
      logger.warn(`Email ${original.id} (${original.template}) not sent again yet: ${(error as Error).message.split("\n")[0]}`)
    }
  }
  if (sent) logger.info(`Emails: ${sent} of ${originals.size} that had failed were sent now`)
}

export const config = { name: "retry-failed-emails", schedule: "* * * * *" }
