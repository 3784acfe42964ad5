import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { CONTACT_MESSAGE_CREATED } from "../workflows/contact/create-contact-message"
import { notifySellerOfContactMessageWorkflow } from "../workflows/contact/notify-seller-of-contact-message"

/** Tells the seller of a new contact message (feed and e-mail); a failed e-mail is left to the retry job. */
export default async function noticeContactMessage({ event, container }: SubscriberArgs<{ id: string }>) {
  await notifySellerOfContactMessageWorkflow(container).run({ input: { id: event.data.id } })
}

export const config: SubscriberConfig = { event: CONTACT_MESSAGE_CREATED }
