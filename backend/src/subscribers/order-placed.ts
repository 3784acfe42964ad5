import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, OrderWorkflowEvents } from "@medusajs/framework/utils"
import { sendOrderConfirmationWorkflow } from "../workflows/order/send-order-confirmation"
import { startSubscriptionWorkflow } from "../workflows/subscription/start-subscription"

/**
 * A placed (paid) order starts its subscription if it holds subscription products, then gets its
 * confirmation email through the notification module (which then carries the subscription's terms
 * and management link).
 */
export default async function confirmOrder({ event, container }: SubscriberArgs<{ id: string }>) {
  try {
    await startSubscriptionWorkflow(container).run({ input: { order_id: event.data.id } })
  } catch (error) {
    // the paid order is confirmed all the same; the seller finds the failure in the log
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`Subscription of order ${event.data.id} not started: ${(error as Error).message}`)
  }
  await sendOrderConfirmationWorkflow(container).run({ input: { id: event.data.id } })
}

export const config: SubscriberConfig = { event: OrderWorkflowEvents.PLACED }
