import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import type { ContactFields } from "../../lib/chat-webhook"
import { storeContactMessageStep } from "./steps/store-contact-message"

export const CONTACT_MESSAGE_CREATED = "contact-message.created"

/** Stores a contact message first; delivery to the chat service follows from the event. */
export const createContactMessageWorkflow = createWorkflow("create-contact-message", (input: ContactFields) => {
  const message = storeContactMessageStep(input)
  const eventData = transform({ message }, ({ message }) => ({ id: message.id }))
  emitEventStep({ eventName: CONTACT_MESSAGE_CREATED, data: eventData })
  return new WorkflowResponse(message)
})
