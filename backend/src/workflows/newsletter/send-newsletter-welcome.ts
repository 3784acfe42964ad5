import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { settings } from "../../lib/settings"
import { DISCOUNT_PERCENT } from "../../lib/shop-constants"
import { ensureNewsletterWelcomeCodeStep } from "./steps/ensure-newsletter-welcome-code"
import { markNewsletterWelcomeSentStep } from "./steps/mark-newsletter-welcome-sent"
import { linkUrl } from "../../lib/shop-links"

/** The welcome email with the personal welcome code, sent once per subscription. */
export const sendNewsletterWelcomeWorkflow = createWorkflow("send-newsletter-welcome", (input: { id: string }) => {
  const welcome = ensureNewsletterWelcomeCodeStep(input)
  when({ welcome }, ({ welcome }) => !welcome.alreadySent).then(() => {
    const notification = transform({ welcome, input }, ({ welcome, input }) => [
      {
        to: welcome.email,
        channel: "email",
        template: "newsletter-welcome",
        // The notification module sends a key once; a retried workflow does not mail twice.
        idempotency_key: `newsletter-welcome:${input.id}`,
        data: {
          code: welcome.code,
          percent: DISCOUNT_PERCENT,
          shop_url: settings.STOREFRONT_URL,
          unsubscribe_url: linkUrl("newsletter-unsubscribe", { email: welcome.email }),
        },
      },
    ])
    sendNotificationsStep(notification)
    markNewsletterWelcomeSentStep(input)
  })
  return new WorkflowResponse(welcome)
})
