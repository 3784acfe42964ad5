import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { settings } from "../../../lib/settings"
import { CONTACT_MODULE } from "../../../modules/contact"
import type ContactModuleService from "../../../modules/contact/service"

export type UndeliveredContactMessage = {
  id: string
  name: string
  email: string
  subject: string
  message: string
  delivered_parts: number
  delivery_attempts: number
}

/**
 * The message as it is now (another delivery may have finished meanwhile): null once delivered, or
 * when no chat service is set (messages are then only stored and shown in the admin).
 */
export const loadUndeliveredContactMessageStep = createStep(
  "load-undelivered-contact-message",
  async ({ id }: { id: string }, { container }) => {
    if (!settings.CONTACT_WEBHOOK_URL) return new StepResponse<UndeliveredContactMessage | null>(null)
    const contact: ContactModuleService = container.resolve(CONTACT_MODULE)
    const message = await contact.retrieveContactMessage(id)
    if (message.delivered_at) return new StepResponse<UndeliveredContactMessage | null>(null)
    const { name, email, subject, delivered_parts, delivery_attempts } = message
    return new StepResponse<UndeliveredContactMessage | null>({
      id,
      name,
      email,
      subject,
      message: message.message,
      delivered_parts,
      delivery_attempts,
    })
  },
)
