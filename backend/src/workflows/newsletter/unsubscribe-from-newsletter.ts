import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { unsubscribeFromNewsletterStep } from "./steps/unsubscribe-from-newsletter"

export const unsubscribeFromNewsletterWorkflow = createWorkflow(
  "unsubscribe-from-newsletter",
  (input: { email: string }) => new WorkflowResponse(unsubscribeFromNewsletterStep(input))
)
