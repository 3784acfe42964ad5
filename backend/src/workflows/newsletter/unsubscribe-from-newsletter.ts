import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { readUnsubscribeLinkStep } from "./steps/read-unsubscribe-link"
import { unsubscribeFromNewsletterStep } from "./steps/unsubscribe-from-newsletter"

/** The address of an unsubscribe link gets no more newsletters. Answers the address. */
export const unsubscribeFromNewsletterWorkflow = createWorkflow("unsubscribe-from-newsletter", (input: { token: string }) => {
  const link = readUnsubscribeLinkStep(input)
  unsubscribeFromNewsletterStep(link)
  return new WorkflowResponse(link)
})
