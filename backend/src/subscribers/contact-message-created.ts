import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { CONTACT_MESSAGE_CREATED } from "../workflows/contact/create-contact-message"
import { deliverContactMessageWorkflow } from "../workflows/contact/deliver-contact-message"

/** Forwards a new contact message to the chat service; a failure is left to the retry job. */
export default async function forwardContactMessage({ event, container }: SubscriberArgs<{ id: string }>) {
  await deliverContactMessageWorkflow(container).run({ input: { id: event.data.id } })
}

export const config: SubscriberConfig = { event: CONTACT_MESSAGE_CREATED }
