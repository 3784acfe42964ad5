import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { FulfillmentWorkflowEvents } from "@medusajs/framework/utils"
import { sendShipmentEmailWorkflow } from "../workflows/order/send-shipment-email"

/** A fulfilment marked shipped: the shopper hears of it, unless the seller turned "Send notification" off. */
export default async function tellShopperOfShipment({ event, container }: SubscriberArgs<{ id: string; no_notification?: boolean }>) {
  await sendShipmentEmailWorkflow(container).run({ input: { fulfillment_id: event.data.id, no_notification: event.data.no_notification } })
}

export const config: SubscriberConfig = { event: FulfillmentWorkflowEvents.SHIPMENT_CREATED }
