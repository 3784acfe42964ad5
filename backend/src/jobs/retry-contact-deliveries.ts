import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { settings } from "../lib/settings"
import { CONTACT_MODULE } from "../modules/contact"
import type ContactModuleService from "../modules/contact/service"
import { deliverContactMessageWorkflow } from "../workflows/contact/deliver-contact-message"

const BATCH_SIZE = 20

/**
 * Delivers contact messages whose delivery failed (or never ran) once their next attempt is due.
 * The waits are the shop's one retry schedule (lib/retry-schedule.ts, as for e-mail), capped at an
 * hour (workflows/contact/steps/record-contact-delivery.ts), and nothing is lost while the chat is down.
 */
export default async function retryContactDeliveries(container: MedusaContainer) {
  if (!settings.CONTACT_WEBHOOK_URL) return
  const contact: ContactModuleService = container.resolve(CONTACT_MODULE)
  const due = await contact.listContactMessages(
    { delivered_at: null, next_attempt_at: { $lte: new Date() } },
    { select: ["id"], order: { created_at: "ASC" }, take: BATCH_SIZE },
  )
  if (!due.length) return
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  let delivered = 0
  for (const message of due) {
    const { result } = await deliverContactMessageWorkflow(container).run({ input: { id: message.id } })
    if (result.status === "delivered") delivered++
  }
  logger.info(`Contact messages: ${delivered} of ${due.length} due for delivery reached the chat service`)
}

export const config = { name: "retry-contact-deliveries", schedule: "* * * * *" }
