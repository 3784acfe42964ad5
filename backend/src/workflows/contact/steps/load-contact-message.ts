import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONTACT_MODULE } from "../../../modules/contact"
import type ContactModuleService from "../../../modules/contact/service"

/** A stored contact message, as the seller's notice tells it. */
export const loadContactMessageStep = createStep("load-contact-message", async ({ id }: { id: string }, { container }) => {
  const contact: ContactModuleService = container.resolve(CONTACT_MODULE)
  const { name, email, subject, message } = await contact.retrieveContactMessage(id)
  return new StepResponse({ id, name, email, subject, message })
})
