import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { ContactFields } from "../../../lib/chat-webhook"
import { CONTACT_MODULE } from "../../../modules/contact"
import type ContactModuleService from "../../../modules/contact/service"

/** How long a new message waits for its first delivery before the retry job takes it over. */
const FIRST_RETRY_AFTER_MS = 2 * 60 * 1000

export const storeContactMessageStep = createStep(
  "store-contact-message",
  async (input: ContactFields, { container }) => {
    const contact: ContactModuleService = container.resolve(CONTACT_MODULE)
    const message = await contact.createContactMessages({
      ...input,
      next_attempt_at: new Date(Date.now() + FIRST_RETRY_AFTER_MS),
    })
    return new StepResponse(message, message.id)
  },
  async (id, { container }) => {
    if (!id) return
    const contact: ContactModuleService = container.resolve(CONTACT_MODULE)
    await contact.deleteContactMessages(id)
  },
)
