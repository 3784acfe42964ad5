import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { PaymentEvents } from "@medusajs/framework/utils"
import { sendRefundEmailWorkflow } from "../workflows/order/send-refund-email"

/** A refund the seller made in the admin: the shopper hears how much, and how much in all. */
export default async function tellShopperOfRefund({ event, container }: SubscriberArgs<{ id: string }>) {
  await sendRefundEmailWorkflow(container).run({ input: { payment_id: event.data.id } })
}

export const config: SubscriberConfig = { event: PaymentEvents.REFUNDED }
