import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { OrderWorkflowEvents } from "@medusajs/framework/utils"
import { sendOrderConfirmationWorkflow } from "../workflows/order/send-order-confirmation"
import { startOrRecordFailure } from "../workflows/subscription/retry-subscription-starts"

/**
 * A placed (paid) order starts its subscription if it holds subscription products, then gets its
 * confirmation email through the notification module (which then carries the subscription's terms
 * and management link). A start that fails is recorded and tried again by the retry-subscription-starts
 * job (the seller told if it keeps failing); the paid order is confirmed all the same.
 */
export default async function confirmOrder({ event, container }: SubscriberArgs<{ id: string }>) {
  await startOrRecordFailure(container, event.data.id)
  await sendOrderConfirmationWorkflow(container).run({ input: { id: event.data.id } })
}

export const config: SubscriberConfig = { event: OrderWorkflowEvents.PLACED }
