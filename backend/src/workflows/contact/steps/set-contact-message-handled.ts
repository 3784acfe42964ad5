import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONTACT_MODULE } from "../../../modules/contact"

/** Marks a contact message handled (now) or not; undone by putting back the mark it had. */
export const setContactMessageHandledStep = createStep(
  "set-contact-message-handled",
  async ({ id, handled }: { id: string; handled: boolean }, { container }) => {
    const contact = container.resolve(CONTACT_MODULE)
    const before = await contact.retrieveContactMessage(id, { select: ["id", "handled_at"] })
    const message = await contact.updateContactMessages({ id, handled_at: handled ? (before.handled_at ?? new Date()) : null })
    return new StepResponse(message, { id, handled_at: before.handled_at ?? null })
  },
  async (before, { container }) => {
    if (!before) return
    await container.resolve(CONTACT_MODULE).updateContactMessages(before)
  },
)
