import { createStep } from "@medusajs/framework/workflows-sdk"
import { consumerOrder } from "./consumer-order"
import { orderNotFound } from "./withdrawal-errors"
import { linkPayload } from "../../../lib/shop-links"

/**
 * How the consumer identifies the contract: the order number, the order's e-mail address and the
 * delivery postal code together, or the signed link of the order confirmation.
 */
export type ConsumerContract = { order_number: number; email: string; postal_code: string } | { token: string }

/** The order the consumer identified; 404 with the one message for anything that does not match. */
export const findConsumerOrderStep = createStep("find-consumer-order", async (contract: ConsumerContract, { container }) => {
  if ("token" in contract) {
    const invitation = linkPayload("order-withdrawal", contract.token)
    if (!invitation) throw orderNotFound()
    return consumerOrder(container, { id: invitation.order_id }, { email: invitation.email })
  }
  return consumerOrder(container, { display_id: contract.order_number }, { email: contract.email, postal_code: contract.postal_code })
})
