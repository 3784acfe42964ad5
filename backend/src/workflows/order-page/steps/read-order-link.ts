import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { linkPayload, LINK_REFUSALS } from "../../../lib/shop-links"

/** The order an order page link is for: a forged or expired link gets the one 404 answer. */
export const readOrderLinkStep = createStep("read-order-link", async ({ token }: { token: string }) => {
  const order_id = linkPayload("order-page", token)?.order_id
  if (!order_id) throw new MedusaError(MedusaError.Types.NOT_FOUND, LINK_REFUSALS["order-page"])
  return new StepResponse({ order_id })
})
