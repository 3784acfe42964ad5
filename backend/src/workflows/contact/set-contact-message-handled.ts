import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { setContactMessageHandledStep } from "./steps/set-contact-message-handled"

/** The seller marks a contact message handled, or waiting again. */
export const setContactMessageHandledWorkflow = createWorkflow("set-contact-message-handled", (input: { id: string; handled: boolean }) => {
  return new WorkflowResponse(setContactMessageHandledStep(input))
})
