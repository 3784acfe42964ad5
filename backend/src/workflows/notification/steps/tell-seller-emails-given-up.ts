import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { UnsentEmail } from "./find-unsent-emails"

/**
 * Once per e-mail given up on: a notice in the admin's notifications, so the seller can write
 * themselves. No compensation: a notice shown cannot be taken back (the next run does not repeat it).
 */
export const tellSellerEmailsGivenUpStep = createStep(
  "tell-seller-emails-given-up",
  async ({ emails }: { emails: UnsentEmail[] }, { container }) => {
    const notifications = container.resolve(Modules.NOTIFICATION)
    for (const { original, attempts } of emails) {
      const key = `email-given-up:${original.id}`
      // `idempotency_key` is a column of the notification table the typed filter does not list
      const byKey = { channel: "feed", idempotency_key: key }
      const [told] = await notifications.listNotifications(byKey)
      if (told) continue
      await notifications.createNotifications({
        to: "",
        channel: "feed",
        template: "admin-ui",
        idempotency_key: key,
        data: {
          title: "An email could not be sent",
          description: `The ${original.template} email to ${original.to} failed ${attempts + 1} times and is not retried any more. Please contact the customer.`,
        },
      })
    }
    return new StepResponse(undefined)
  },
)
