import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { SIGN_IN_CODE_VALID_MINUTES, signInUrl } from "../../lib/sign-in-code"
import { issueSignInCodeStep } from "./steps/issue-sign-in-code"

/**
 * Signing in, first half: a one-time code for the address and an e-mail with it and a sign-in link
 * to it. Every address gets one, with an account or without (its account is opened on the first
 * sign-in), so nothing tells who has an account.
 */
export const sendSignInCodeWorkflow = createWorkflow("send-sign-in-code", (input: { email: string }) => {
  const issued = issueSignInCodeStep(input)
  const notification = transform({ issued }, ({ issued }) => [
    {
      to: issued.email,
      channel: "email",
      template: "sign-in-code",
      idempotency_key: `sign-in-code:${issued.code_id}`,
      data: { code: issued.code, sign_in_url: signInUrl(issued.email, issued.code), valid_minutes: SIGN_IN_CODE_VALID_MINUTES },
    },
  ])
  sendNotificationsStep(notification)
  return new WorkflowResponse({ sent: true })
})
