import type { CreateNotificationDTO, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { messageOf } from "./error-message"

/**
 * Sends each notice on its own and goes on when one fails (the mail relay is down): the
 * notification module records the failed e-mail, and the minute job (retry-failed-emails) sends it
 * again. For work that is done and must not be undone by an e-mail: Medusa's sendNotificationsStep
 * throws, and its workflow rolls back.
 */
export async function sendNoticesKeepingFailures(container: MedusaContainer, notices: CreateNotificationDTO[]) {
  const notifications = container.resolve(Modules.NOTIFICATION)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  for (const notice of notices) {
    try {
      await notifications.createNotifications(notice)
    } catch (error) {
      logger.warn(`Notice ${notice.idempotency_key} (${notice.template}) not sent yet: ${messageOf(error).split("\n")[0]}`)
    }
  }
}
