import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { OrderWorkflowEvents } from "@medusajs/framework/utils"
import { sendCancellationEmailWorkflow } from "../workflows/order/send-cancellation-email"

/** A cancelled order: the shopper hears of it and of the refund, unless the order is set to send no notifications. */
export default async function tellShopperOfCancellation({ event, container }: SubscriberArgs<{ id: string }>) {
  await sendCancellationEmailWorkflow(container).run({ input: { order_id: event.data.id } })
}

export const config: SubscriberConfig = { event: OrderWorkflowEvents.CANCELED }
