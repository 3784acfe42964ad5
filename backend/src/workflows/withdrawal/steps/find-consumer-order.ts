import { createStep } from "@medusajs/framework/workflows-sdk"
import { consumerOrder } from "./consumer-order"

/** The order the consumer identified by its number and e-mail address; 404 for anything else. */
export const findConsumerOrderStep = createStep(
  "find-consumer-order",
  async ({ order_number, email }: { order_number: number; email: string }, { container }) =>
    consumerOrder(container, { display_id: order_number }, email)
)
