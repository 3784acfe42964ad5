import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { OrderWorkflowEvents } from "@medusajs/framework/utils"
import { notifySellerOfOrderWorkflow } from "../workflows/seller-notice/notify-seller-of-order"

/** The seller hears of each new order, and of the stock it left low (apart from the shopper's confirmation). */
export default async function notifySellerOfOrder({ event, container }: SubscriberArgs<{ id: string }>) {
  await notifySellerOfOrderWorkflow(container).run({ input: { id: event.data.id } })
}

export const config: SubscriberConfig = { event: OrderWorkflowEvents.PLACED }
