import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { NEWSLETTER_SUBSCRIPTION_CONFIRMED } from "../workflows/newsletter/confirm-newsletter-subscription"
import { sendNewsletterWelcomeWorkflow } from "../workflows/newsletter/send-newsletter-welcome"

/** A confirmed address gets the welcome email with a personal single-use welcome code (once per address). */
export default async function welcomeConfirmedSubscriber({ event, container }: SubscriberArgs<{ id: string }>) {
  await sendNewsletterWelcomeWorkflow(container).run({ input: { id: event.data.id } })
}

export const config: SubscriberConfig = { event: NEWSLETTER_SUBSCRIPTION_CONFIRMED }
