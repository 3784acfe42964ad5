import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendNewsletterWelcomeWorkflow } from "../workflows/newsletter/send-newsletter-welcome"
import { NEWSLETTER_SUBSCRIPTION_CREATED } from "../workflows/newsletter/subscribe-to-newsletter"

/** A new subscriber gets the welcome email with a personal single-use 17% code. */
export default async function welcomeNewSubscriber({ event, container }: SubscriberArgs<{ id: string }>) {
  await sendNewsletterWelcomeWorkflow(container).run({ input: { id: event.data.id } })
}

export const config: SubscriberConfig = { event: NEWSLETTER_SUBSCRIPTION_CREATED }
