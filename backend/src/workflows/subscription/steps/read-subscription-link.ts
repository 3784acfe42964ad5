import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { linkPayload, LINK_REFUSALS } from "../../../lib/shop-links"

/** The subscription a management link is for: a forged or expired link gets the one 404 answer. */
export const readSubscriptionLinkStep = createStep("read-subscription-link", async ({ token }: { token: string }) => {
  const subscription_id = linkPayload("subscription-management", token)?.subscription_id
  if (!subscription_id) throw new MedusaError(MedusaError.Types.NOT_FOUND, LINK_REFUSALS["subscription-management"])
  return new StepResponse({ subscription_id })
})
