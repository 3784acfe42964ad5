import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_LINK_INVALID, orderOfPageToken } from "../../../lib/order-link"

/** The order an order page link is for: a forged or expired link gets the one 404 answer. */
export const readOrderLinkStep = createStep("read-order-link", async ({ token }: { token: string }) => {
  const order_id = orderOfPageToken(token)
  if (!order_id) throw new MedusaError(MedusaError.Types.NOT_FOUND, ORDER_LINK_INVALID)
  return new StepResponse({ order_id })
})
