import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { OrderWorkflowEvents } from "@medusajs/framework/utils"
import { captureTestPaymentWorkflow } from "../workflows/order/capture-test-payment"

/** An order placed with the test payment is paid at once (see the workflow). */
export default async function captureTestPayment({ event, container }: SubscriberArgs<{ id: string }>) {
  await captureTestPaymentWorkflow(container).run({ input: { order_id: event.data.id } })
}

export const config: SubscriberConfig = { event: OrderWorkflowEvents.PLACED }
