import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { OrderWorkflowEvents } from "@medusajs/framework/utils"
import { nameGuestCustomerWorkflow } from "../workflows/customer/name-guest-customer"

/** A guest's order names its nameless customer record after the order's address (the admin's lists and export). */
export default async function nameGuestCustomer({ event, container }: SubscriberArgs<{ id: string }>) {
  await nameGuestCustomerWorkflow(container).run({ input: { order_id: event.data.id } })
}

export const config: SubscriberConfig = { event: OrderWorkflowEvents.PLACED }
