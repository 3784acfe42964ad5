import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { OrderWorkflowEvents } from "@medusajs/framework/utils"
import { retireUsedUpCodesWorkflow } from "../workflows/order/retire-used-up-codes"

/** A placed order's used-up single-use codes (a personal welcome code) become inactive in the admin. */
export default async function retireUsedUpCodes({ event, container }: SubscriberArgs<{ id: string }>) {
  await retireUsedUpCodesWorkflow(container).run({ input: { order_id: event.data.id } })
}

export const config: SubscriberConfig = { event: OrderWorkflowEvents.PLACED }
