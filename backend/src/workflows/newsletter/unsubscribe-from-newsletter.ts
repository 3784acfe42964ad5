import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { unsubscribeStep } from "./steps/unsubscribe-from-newsletter"

export const unsubscribeFromNewsletterWorkflow = createWorkflow(
  "unsubscribe-from-newsletter",
  (input: { email: string }) => new WorkflowResponse(unsubscribeStep(input))
)
