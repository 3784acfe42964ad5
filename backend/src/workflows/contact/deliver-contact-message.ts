import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deliverContactMessageStep } from "./steps"

/** Forwards a stored contact message to the chat service (CONTACT_WEBHOOK_URL), if one is set. */
export const deliverContactMessageWorkflow = createWorkflow(
  "deliver-contact-message",
  (input: { id: string }) => new WorkflowResponse(deliverContactMessageStep(input))
)
