import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { OrderWorkflowEvents } from "@medusajs/framework/utils"
import { sendOrderConfirmationWorkflow } from "../workflows/order/send-order-confirmation"

/** A placed (paid) order gets its confirmation email through the notification module. */
export default async function confirmOrder({ event, container }: SubscriberArgs<{ id: string }>) {
  await sendOrderConfirmationWorkflow(container).run({ input: { id: event.data.id } })
}

export const config: SubscriberConfig = { event: OrderWorkflowEvents.PLACED }
