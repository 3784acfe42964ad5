import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { DISCOUNT_PERCENT, NEWSLETTER_CONFIRMATION } from "../../lib/shop-constants"
import { loadNewsletterConfirmationLinkStep } from "./steps/load-newsletter-confirmation-link"
import { linkUrl } from "../../lib/shop-links"

/** The confirmation email of a sign-up (double opt-in): a signed link that expires; no code yet. */
export const sendNewsletterConfirmationWorkflow = createWorkflow("send-newsletter-confirmation", (input: { id: string }) => {
  const link = loadNewsletterConfirmationLinkStep(input)
  when({ link }, ({ link }) => link.pending).then(() => {
    const notification = transform({ link, input }, ({ link, input }) => [
      {
        to: link.email,
        channel: "email",
        template: "newsletter-confirmation",
        // one email per confirmation due: a retried workflow does not mail twice
        idempotency_key: `newsletter-confirmation:${input.id}:${new Date(link.issuedAt).getTime()}`,
        data: {
          confirm_url: linkUrl("newsletter-confirmation", { email: link.email }, { issuedAt: new Date(link.issuedAt) }),
          valid_hours: NEWSLETTER_CONFIRMATION.linkValidHours,
          percent: DISCOUNT_PERCENT,
        },
      },
    ])
    sendNotificationsStep(notification)
  })
  return new WorkflowResponse(link)
})
