import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendNewsletterConfirmationWorkflow } from "../workflows/newsletter/send-newsletter-confirmation"
import { NEWSLETTER_SIGNUP_REQUESTED } from "../workflows/newsletter/subscribe-to-newsletter"

/** A sign-up due a confirmation email gets it: the link to confirm, nothing else (double opt-in). */
export default async function askToConfirmSignup({ event, container }: SubscriberArgs<{ id: string }>) {
  await sendNewsletterConfirmationWorkflow(container).run({ input: { id: event.data.id } })
}

export const config: SubscriberConfig = { event: NEWSLETTER_SIGNUP_REQUESTED }
