import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { findUnsentEmailsStep } from "./steps/find-unsent-emails"
import { sendEmailsAgainStep } from "./steps/send-emails-again"
import { tellSellerEmailsGivenUpStep } from "./steps/tell-seller-emails-given-up"

/**
 * Mail that is never lost: an e-mail that did not go out is sent again, with a doubling wait
 * between attempts, at most MAX_EMAIL_RETRIES times; then the seller is told in the admin's
 * notifications. Answers how many were sent now. `now` (ms) is the clock the schedule is read by.
 */
export const retryUnsentEmailsWorkflow = createWorkflow("retry-unsent-emails", (input: { now?: number }) => {
  const clock = transform({ input }, ({ input }) => ({ now: input.now ?? Date.now() }))
  const unsentEmails = findUnsentEmailsStep(clock)
  const givenUp = transform({ unsentEmails }, ({ unsentEmails }) => ({ emails: unsentEmails.given_up }))
  tellSellerEmailsGivenUpStep(givenUp)
  const due = transform({ unsentEmails }, ({ unsentEmails }) => ({ emails: unsentEmails.due, unsent: unsentEmails.unsent }))
  return new WorkflowResponse(sendEmailsAgainStep(due))
})
